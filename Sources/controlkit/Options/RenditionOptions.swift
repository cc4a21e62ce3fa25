import ArgumentParser
import ControlKit

/// How one figure is drawn from flags: scale, appearance, what it is drawn over, where.
struct RenditionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Device pixels per point: 1, 2 or 3.", valueName: "n"))
    var scale = 3

    @Option(help: "The interface style.")
    var appearance: Appearance = .light

    @Option(help: ArgumentHelp("What the control is drawn over: a colour, a PNG file or a scene file (.json) scaled to cover "
                               + "the figure. Without it the control shows on its own default (a neutral grey for a page "
                               + "control); 'clear' makes the figure transparent, for an asset.", valueName: "color|file.png|file.json"))
    var backdrop: String?

    @Option(help: "control: the figure is the control; phone: a phone screen with the control where the HIG puts it.")
    var placement: Placement = .control

    @Option(help: ArgumentHelp("classic: the iOS 14–18 look (the default); glass: iOS 26's Liquid Glass, for the navigation bar and "
                               + "screens (other controls warn and draw classic)."))
    var design: Design?

    /// The figure-level keys of a one-figure file, each located at its flag.
    func figureFields() -> [(key: String, value: DocumentNode)] {
        var fields: [(key: String, value: DocumentNode)] = [
            ("scale", .plain(String(scale), location: .flag("--scale"))),
            ("appearance", .plain(appearance.rawValue, location: .flag("--appearance"))),
            ("placement", .plain(placement.rawValue, location: .flag("--placement"))),
        ]
        if let design { fields.append(("design", .plain(design.rawValue, location: .flag("--design")))) }
        if let backdrop {
            let location = SourceLocation.flag("--backdrop")
            let value: DocumentNode
            if backdrop.lowercased().hasSuffix(".png") {
                value = .map([("image", .plain(backdrop, location: location))], location: location)
            } else if backdrop.lowercased().hasSuffix(".json") {
                value = .map([("scene", .plain(backdrop, location: location))], location: location)
            } else {
                value = .plain(backdrop, location: location)
            }
            fields.append(("backdrop", value))
        }
        return fields
    }

    /// The flag that sets a figure-level key, for diagnostics about it.
    static let flags = ["scale": "--scale", "scales": "--scale", "appearance": "--appearance", "appearances": "--appearance",
                        "backdrop": "--backdrop", "placement": "--placement",
                        "design": "--design"]
}
