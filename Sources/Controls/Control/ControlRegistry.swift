/// Every control ControlKit knows, in the order `--help` lists them. Registering a control is
/// adding its type here (docs/adding-a-control.md); figure files, the `render` commands and
/// the contact sheet find it from this list.
public enum ControlRegistry {
    /// Every registered control type, in the order `--help` lists them.
    public static let all: [any Control.Type] = [
        PageControl.self,
        Picker.self,
        DatePicker.self,
        NavigationBar.self,
        SegmentedControl.self,
        Alert.self,
        ActionSheet.self,
        Screen.self,
    ]

    /// The control a figure holds under `key`.
    public static func control(forKey key: String) -> (any Control.Type)? {
        all.first { $0.kind.key == key }
    }

    /// The control `render <command>` draws.
    public static func control(forCommand command: String) -> (any Control.Type)? {
        all.first { $0.kind.command == command }
    }

    /// The keys figures may hold controls under.
    public static var keys: [String] { all.map { $0.kind.key } }
}
