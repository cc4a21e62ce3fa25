import Foundation

// The button's words, from Foundation's `DateFormatter` in the button's locale and time zone:
// the locale's own medium date style and short time style (ios-facts §2.4), so that every
// locale writes its date as it does everywhere else on the system.

extension CompactDateButton {
    /// The date in the locale's medium date style: "Jan 5, 2024" (en_US), "2024/01/05" (ja_JP),
    /// "2024. 1. 5." (ko_KR) — whatever the platform's CLDR data says. Empty for a date that is
    /// not a finite time.
    public var dateText: String { formatter(dateStyle: .medium, timeStyle: .none).string(from: date) }

    /// The time in the locale's short time style: "9:41 AM" (en_US, with a narrow no-break space
    /// before "AM"), "9:41" (ja_JP), "오전 9:41" (ko_KR).
    public var timeText: String { formatter(dateStyle: .none, timeStyle: .short).string(from: date) }

    /// Whether the locale writes right to left: the pills are then laid out from the right.
    public var isRightToLeft: Bool { LocaleSettings.isRightToLeft(locale) }

    /// A formatter in the button's locale and time zone (UTC when the time zone is unknown), with
    /// the locale's default calendar (ar_SA's is the Islamic one).
    func formatter(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = LocaleSettings.timeZone(timeZone)
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }
}
