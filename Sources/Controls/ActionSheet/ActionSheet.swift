import Raster

/// UIKit's `UIAlertController` in the `.actionSheet` style, as presented on an iPhone: an
/// optional header (title and message), a group of actions, and the Cancel button apart below
/// it, at the bottom of the screen over the dimmed content.
///
/// Nothing is checked on assignment; `validate()` reports every problem with its field, and
/// `layout()` / `sceneItems(…)` expect a configuration without validation errors.
///
/// The figure of the control alone is the bottom of the phone's screen: a band of dimmed
/// backdrop, the sheet, and its 8 pt bottom padding (`ActionSheetLayout`).
public struct ActionSheet: Hashable, Sendable {
    /// One button of the actions group (`UIAlertAction`).
    public struct Action: Hashable, Sendable {
        /// `UIAlertAction.Style` without `.cancel`, which is `ActionSheet.cancel`.
        public enum Style: String, Hashable, Sendable, CaseIterable {
            /// Drawn in the tint.
            case `default`
            /// Drawn in systemRed: the action destroys data.
            case destructive
        }

        /// The button's text.
        public var title: String
        /// How the button is drawn: in the tint, or in systemRed.
        public var style: Style

        /// An action titled `title`, in the tint unless `style` is `.destructive`.
        public init(_ title: String, style: Style = .default) {
            self.title = title
            self.style = style
        }
    }

    /// The header's title, 13 pt; nil for none.
    public var title: String?
    /// The header's message under the title, 13 pt, wrapped; nil for none.
    public var message: String?
    /// The actions, top to bottom.
    public var actions: [Action]
    /// The Cancel button's title (UIKit's `.cancel` action), in its own group; nil for none.
    public var cancel: String?
    /// The colour of the default actions and of Cancel (`view.tintColor`).
    public var tint: ColorValue
    /// The screen's width in points; the sheet is 8 pt narrower on each side. In a popover
    /// (`presentedInPopover`), the actions group's own width.
    public var width: Float
    /// Whether the content behind the sheet is dimmed (UIKit always dims; false shows the
    /// sheet over the backdrop as it is).
    public var dimsBackground: Bool
    /// Whether the sheet is shown as an iPad shows it, in a popover at its source (UIKit's
    /// `.actionSheet` style in a regular width): the actions group alone, `width` wide, with no
    /// Cancel (tapping outside cancels) and no dimming, and without its material, which the
    /// popover lays under its arrow too (`Material.actionGroup`). The layout's size is the
    /// group's, its top-left corner at the origin. False by default: the bottom of a phone.
    public var presentedInPopover: Bool

    /// A sheet of `actions` under an optional header, with every part the initializer names;
    /// nothing is checked until `validate()`.
    public init(title: String? = nil, message: String? = nil, actions: [Action] = [], cancel: String? = nil,
                tint: ColorValue = .system(name: "systemBlue", SystemColors.systemBlue), width: Float = Metrics.defaultWidth,
                dimsBackground: Bool = true, presentedInPopover: Bool = false) {
        self.title = title
        self.message = message
        self.actions = actions
        self.cancel = cancel
        self.tint = tint
        self.width = width
        self.dimsBackground = dimsBackground
        self.presentedInPopover = presentedInPopover
    }
}
