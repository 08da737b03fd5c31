import PanelCore

extension StripSet {
    /// The script item `input` presses on any strip, with the press; asked before
    /// ``claim(_:at:)``, as a built-in item's click action is.
    func scriptPress(for input: StripInput) -> (name: String, press: StripPress)? {
        for strip in strips {
            if let found = strip.scriptPress(for: input) { return found }
        }
        return nil
    }
}
