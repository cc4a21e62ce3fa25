import Foundation
import Raster

/// The button of UIKit's compact date picker (`UIDatePicker` in its `.compact` style): the date,
/// the time or both, each as its text in a rounded pill, which opens an editor when tapped
/// (ios-facts §2.4). A shared piece: the date picker's compact style draws it, and draws the
/// open editor's popover around it.
///
/// The texts are Foundation's, never typed here: the date in the locale's medium date style
/// ("Jan 5, 2024"), the time in its short time style ("9:41 AM"), in `timeZone`.
///
/// Nothing is checked on assignment; `validate()` reports an unknown locale or time zone, an
/// `editing` pill the mode does not show and a date that is not a finite time, and the button
/// still lays out to finite geometry whatever the values (an unknown time zone draws as UTC,
/// `editing` a pill that is not shown tints nothing).
public struct CompactDateButton: Hashable, Sendable {
    /// Which pills the button shows: `UIDatePicker.Mode`'s `.date`, `.time` and
    /// `.dateAndTime`, spelled as the command line spells them.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// The date pill alone (`.date`).
        case date
        /// The time pill alone (`.time`).
        case time
        /// The date pill, then the time pill, `Metrics.pillGap` apart.
        case dateAndTime = "date-and-time"
    }

    /// Which pill's editor is open: its text is drawn in `tint` (ios-facts §2.4).
    public enum Editing: String, Hashable, Sendable, CaseIterable {
        /// No editor open.
        case none
        /// The date pill's editor is open.
        case date
        /// The time pill's editor is open.
        case time
    }

    /// The date and time shown, in `timeZone`.
    public var date: Date
    /// Which pills the button shows.
    public var mode: Mode
    /// A locale identifier (`en_US`, `ja_JP`, `ko_KR`, `he_IL`): the texts' words and order, and
    /// the pills' order (right to left for a right-to-left language).
    public var locale: String
    /// A time zone identifier (`UTC`, `Asia/Tokyo`) the date and time are shown in.
    public var timeZone: String
    /// Which pill's editor is open, its text drawn in `tint`; `.none` for neither.
    public var editing: Editing
    /// False draws the pills without their background and the texts in `tertiaryLabel`, editing
    /// or not (ios-facts §2.4).
    public var isEnabled: Bool
    /// The colour of the text being edited (`tintColor`).
    public var tint: ColorValue

    /// A button showing `date` with both pills, no editor open, in `en_US` and UTC by default;
    /// nothing is checked until `validate()`.
    public init(date: Date, mode: Mode = .dateAndTime, locale: String = "en_US", timeZone: String = "UTC",
                editing: Editing = .none, isEnabled: Bool = true,
                tint: ColorValue = .system(name: "systemBlue", SystemColors.systemBlue)) {
        self.date = date
        self.mode = mode
        self.locale = locale
        self.timeZone = timeZone
        self.editing = editing
        self.isEnabled = isEnabled
        self.tint = tint
    }

    /// Whether the mode shows the date pill.
    public var showsDate: Bool { mode != .time }
    /// Whether the mode shows the time pill.
    public var showsTime: Bool { mode != .date }
}
