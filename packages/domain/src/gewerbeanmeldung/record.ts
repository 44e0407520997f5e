/** A record with a value for each key, in the keys' order (Object.fromEntries loses the key type). */
export function fromKeys<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}
