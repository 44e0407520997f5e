// The postal-code asset is a build product (packages/plz/build.mjs); tests read it like the server does.
import { buildPlzAsset } from "./packages/plz/build.mjs";

export default function setup() {
  buildPlzAsset();
}
