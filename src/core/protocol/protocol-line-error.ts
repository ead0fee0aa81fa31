/** A syntactically valid JSON line whose control frame or content shape is malformed. */
export class ProtocolLineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProtocolLineError";
  }
}
