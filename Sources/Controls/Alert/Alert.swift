import Raster

/// UIKit's `UIAlertController` in the `.alert` style as a value: a title, a message, an
/// optional text field and the actions (`UIAlertAction`) under them, presented over a dimmed
/// screen.
///
/// Nothing is checked on assignment; `validate()` reports every problem with its field.
public struct Alert: Hashable, Sendable {
    /// One button of the alert (`UIAlertAction`).
    public struct Action: Hashable, Sendable {
        /// `UIAlertAction.Style`.
        public enum Style: String, Hashable, Sendable, CaseIterable {
            /// An ordinary action, in the tint.
            case `default`
            /// The action that dismisses the alert and changes nothing. UIKit allows one; it is
            /// placed at the leading side of two actions and at the bottom of a stack.
            case cancel
            /// An action that destroys data, in `systemRed`.
            case destructive
        }

        /// The button's text.
        public var title: String
        /// The button's role and look: in the tint, the cancel action, or destructive in
        /// `systemRed`.
        public var style: Style
        /// `UIAlertController.preferredAction`: drawn semibold. At most one action is preferred.
        public var isPreferred: Bool

        /// An action titled `title`; `.default` and not preferred unless said.
        public init(_ title: String, style: Style = .default, isPreferred: Bool = false) {
            self.title = title
            self.style = style
            self.isPreferred = isPreferred
        }
    }

    /// A text field added with `addTextField(configurationHandler:)`.
    public struct TextField: Hashable, Sendable {
        /// Shown in `placeholderText` while `text` is empty.
        public var placeholder: String
        /// What the field holds.
        public var text: String

        /// A field holding `text`, showing `placeholder` while `text` is empty; both empty by default.
        public init(placeholder: String = "", text: String = "") {
            self.placeholder = placeholder
            self.text = text
        }
    }

    /// The title, in Headline; nil (or "") for none.
    public var title: String?
    /// The message, in Footnote under a title (in Headline without one); nil (or "") for none.
    public var message: String?
    /// The buttons, in the order they were added.
    public var actions: [Action]
    /// A text field between the message and the actions; nil for none.
    public var textField: TextField?
    /// The colour of the actions that are not destructive (`view.tintColor`).
    public var tint: ColorValue
    /// Whether the screen around the alert is dimmed (the presentation's dimming view).
    public var dimsBackground: Bool

    /// An alert with every part the initializer names: no text field, `systemBlue` actions and a
    /// dimmed screen by default; nothing is checked until `validate()`.
    public init(title: String? = nil, message: String? = nil, actions: [Action] = [], textField: TextField? = nil,
                tint: ColorValue = .system(name: "systemBlue", SystemColors.systemBlue), dimsBackground: Bool = true) {
        self.title = title
        self.message = message
        self.actions = actions
        self.textField = textField
        self.tint = tint
        self.dimsBackground = dimsBackground
    }

    /// The title when there is one to draw.
    var shownTitle: String? { title.flatMap { $0.isEmpty ? nil : $0 } }
    /// The message when there is one to draw.
    var shownMessage: String? { message.flatMap { $0.isEmpty ? nil : $0 } }
}
