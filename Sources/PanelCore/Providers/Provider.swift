/// One source of device state, read through a ``Sysroot``.
///
/// Providers keep their parsing in pure static functions over strings so tests can call them
/// directly; `read()` only fetches the files and hands them over. A provider never throws:
/// whatever cannot be read becomes `nil` ("unknown").
public protocol Provider: Sendable {
    /// What one reading yields.
    associatedtype Reading: Sendable & Equatable
    /// Reads the current value.
    func read() -> Reading
}
