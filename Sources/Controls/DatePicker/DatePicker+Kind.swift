import Documents
import Raster

// The date picker's entry in the registry: its key, its command and every field it reads from
// a figure file or from flags, defined once.

extension DatePicker: Control {
    public static let kind = ControlKind(
        key: "datePicker",
        command: "date-picker",
        summary: "A date picker (UIDatePicker): the wheels, the compact button or the inline month calendar, in the locale's order and words.",
        fields: [
            Field.style, Field.mode, Field.date, Field.today, Field.locale, Field.timeZone, Field.hourCycle,
            Field.minuteInterval, Field.minimumDate, Field.maximumDate, Field.duration, Field.width, Field.height,
            Field.open, Field.openTime, Field.tint,
        ],
        screenPosition: .bottomCentre,
        defaultBackdrop: SystemColors.systemBackground,
        examples: [
            "render date-picker --mode date --locale ja_JP --date 2024-01-05T09:41 --scale 3 -o date.png",
            "render date-picker --mode time --locale ko_KR --date 2024-01-05T09:41 --emit-scene -o time.json",
            "render date-picker --mode countdown --duration 1:30 --locale ja_JP -o timer.png",
            "render date-picker --style inline --mode date --locale en_US --date 2024-01-05T09:41 --scale 3 -o inline.png",
            "render date-picker --style compact --mode date-and-time --locale ko_KR --date 2024-01-05T09:41 --scale 3 -o compact.png",
            "render date-picker --style compact --mode date --open --date 2024-01-05 -o open.png",
        ]
    )
}

extension DatePicker {
    /// Every field, declared once: key, flag, help and how its value reads.
    enum Field {
        static let style = ControlField.choice("style", Style.self, valueName: "STYLE",
            help: "wheels, compact (a button with the date as text), inline (the month calendar) or automatic (UIKit's default: compact, or wheels for countdown and year-and-month) (default: wheels).")
        static let mode = ControlField.choice("mode", Mode.self, valueName: "MODE",
            help: "Which wheels show (default: date-and-time).")
        static let date = ControlField("date", valueName: "DATE",
            help: "The date in the band: YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS], in the time zone. Required except in countdown mode.").node
        static let today = ControlField("today", valueName: "DATE",
            help: "The day the date column calls Today (default: the date's day).").node  // read as a date in the time zone given
        static let locale = ControlField("locale", valueName: "ID",
            help: "A locale identifier: en_US, ja_JP, ko_KR, he_IL … (default: en_US).").reading { n throws(Diagnostic) in try LocaleSettings.locale(n) }
        static let timeZone = ControlField("timeZone", valueName: "ID",
            help: "A time zone identifier (default: UTC).").reading { n throws(Diagnostic) in try LocaleSettings.timeZone(n) }
        static let hourCycle = ControlField.choice("hourCycle", HourCycle.self, valueName: "CYCLE",
            help: "The clock: the locale's, or h12 or h23 forced (default: automatic).")
        static let minuteInterval = ControlField("minuteInterval", valueName: "N",
            help: "The minute wheel's step, dividing 60 (default: 1).").integer
        static let minimumDate = ControlField("minimumDate", valueName: "DATE",
            help: "Earlier dates show disabled.").node  // read as a date in the time zone given
        static let maximumDate = ControlField("maximumDate", valueName: "DATE",
            help: "Later dates show disabled.").node  // read as a date in the time zone given
        static let duration = ControlField("duration", valueName: "H:MM",
            help: "The countdown's duration, under 24 hours (default: 0:00).").reading { n throws(Diagnostic) in try DatePicker.duration(n) }
        static let width = ControlField("width", valueName: "POINTS", help: "The picker's width (default: 320).").float
        static let height = ControlField("height", valueName: "POINTS",
            help: "The picker's height: 216, 180 or 162 (default: 216).").float
        static let open = ControlField("open", valueName: "BOOL",
            help: "compact: the editor open below the button, its text in the tint; inline: the month and year wheels open.",
            form: .presence).bool
        static let openTime = ControlField("openTime", valueName: "BOOL",
            help: "The time pill's editor open (the time wheels below it): compact date-and-time or time, inline time.",
            form: .presence).bool
        static let tint = ControlField("tint", valueName: "COLOR",
            help: "The selection's, today's and the chevrons' colour (default: systemBlue).").color
    }
}
