/// The shell's one error type beside swift-system's `Errno`: what no errno can carry.
enum PanelError: Error, Equatable {
    /// The panel could not start; said to the user as it is.
    case setup(String)
    /// A D-Bus method call was answered with an error, or not answered in time: the error's
    /// name (`org.freedesktop.DBus.Error.Timeout` for the latter).
    case busCall(String)

    /// The D-Bus error's name, for a bus call's failure; nil for any other.
    var busErrorName: String? {
        if case .busCall(let name) = self { return name }
        return nil
    }
}
