/// Why the panel could not start.
enum PanelError: Error {
    case setup(String)
}
