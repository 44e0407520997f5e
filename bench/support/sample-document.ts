/** The tests' sample address and draft (packages/domain/test/sample-address.ts), for the benches' documents. */
export { sampleAddress, sampleDocumentData } from "../../packages/domain/test/sample-address";
