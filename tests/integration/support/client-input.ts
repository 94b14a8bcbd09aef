/**
 * An input as any client may send it, checked only by the service's schema at run time: for tests that
 * send what the compiler would refuse (unknown fields, wrong enums, bad shapes) to see it refused.
 */
export function clientInput<Input>(value: unknown): Input {
  return value as Input;
}
