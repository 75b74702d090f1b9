/**
 * Freezes a value and everything it holds (plain objects and arrays; other objects, such as
 * Dates or Maps, are left as they are), so that shared data cannot be changed by the code that
 * reads it: a write throws a TypeError in strict code (every module here). Returns the value.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
