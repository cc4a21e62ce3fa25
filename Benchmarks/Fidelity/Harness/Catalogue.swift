import FidelityFeatures
import Raster

/// Which look an image shows: `.classic` (iOS 14–18) or `.glass` (iOS 26), as ControlKit's `design:`.
public enum Design: String, Sendable { case classic, glass }

/// A reference the harness knows by its file name (relative to the references folder), with
/// its provenance (from the references' README) and how to measure it and ControlKit's
/// equivalent figure.
public struct KnownReference: Sendable {
    public var file: String
    public var repository: String
    public var commit: String
    public var path: String
    public var iOS: String
    /// Device pixels per point of the reference.
    public var scale: Int
    /// The reference's look; ControlKit's figure's look is `figureDesign`.
    public var design: Design
    public var figureDesign: Design = .classic
    /// The figure file in `Benchmarks/Fidelity/Figures/` and the figures it uses.
    public var figureFile: String
    public var figures: [String]
    public var control: String
    /// What the reference shows and what cannot be read from it.
    public var caveat: String
    /// Measures the reference.
    public var measureReference: @Sendable (RGBAImage) -> [Measure]
    /// Measures ControlKit's renders of `figures` (by figure name), all @3x.
    public var measureOurs: @Sendable ([String: RGBAImage]) -> [Measure]
}

/// The first row, in `columns`, holding a pixel tinted by an AccessibilitySnapshot overlay: the
/// top of an element's accessibility frame.
func firstTintedRow(_ image: RGBAImage, columns: Range<Int>, rows: Range<Int>) -> Int? {
    rows.first { y in
        columns.contains { x in let p = image[x, y]; return Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 30 }
    }
}

func whole(_ i: RGBAImage) -> PixelRect { PixelRect(x0: 0, y0: 0, x1: i.width, y1: i.height) }

public enum Catalogue {
    static let cashapp = "cashapp/AccessibilitySnapshot"
    static let homeAssistant = "home-assistant/iOS"

    static func pageControl(_ file: String, commit: String, path: String, iOS: String) -> KnownReference {
        KnownReference(
            file: file, repository: cashapp, commit: commit, path: path, iOS: iOS, scale: 3, design: .classic,
            figureFile: "page-control.yaml", figures: ["pagecontrol-3pages"], control: "page control",
            caveat: "cyan overlay rim around the control (read as paper by the brightest channel); dots unoverlaid; legend below row 120 ignored",
            measureReference: { Measurements.pageControl($0, search: PixelRect(x0: 0, y0: 0, x1: $0.width, y1: min($0.height, 120)), current: 1) },
            measureOurs: { m in m["pagecontrol-3pages"].map { Measurements.pageControl($0, search: whole($0), current: 1) } ?? [] })
    }

    static func segmented(_ file: String, commit: String, path: String, iOS: String) -> KnownReference {
        KnownReference(
            file: file, repository: cashapp, commit: commit, path: path, iOS: iOS, scale: 3, design: .classic,
            figureFile: "segmented-control.yaml", figures: ["fitted", "at-263"], control: "segmented control",
            caveat: "each segment tinted cyan/magenta/green at alpha ≈ 0.30: the grey underneath recovered from the untouched channel (÷ 0.698); legend below row 150 ignored",
            measureReference: { Measurements.segmentedControl($0, search: PixelRect(x0: 0, y0: 0, x1: $0.width, y1: min($0.height, 150)),
                                                              overlay: true, segments: 3, selected: 1) },
            measureOurs: { m in
                let fitted = m["fitted"].map { Measurements.segmentedControl($0, search: whole($0), overlay: false, segments: 3, selected: 1, geometry: false) } ?? []
                let at = m["at-263"].map { Measurements.segmentedControl($0, search: whole($0), overlay: false, segments: 3, selected: 1) } ?? []
                return fitted + at.filter { $0.name != "control width" }
            })
    }

    /// An AccessibilitySnapshot navigation screen: a 393 pt screen at the left of a wider image
    /// (legend at the right); the bar's top is the top of the back button's overlay box.
    static func accessibilityBar(_ file: String, commit: String, path: String, iOS: String, figure: String, title: Bool) -> KnownReference {
        KnownReference(
            file: file, repository: cashapp, commit: commit, path: path, iOS: iOS, scale: 3, design: .classic,
            figureFile: "navigation-bar.yaml", figures: [figure], control: "navigation bar",
            caveat: "overlay boxes over the back button and the title: geometry read through the tint, the tint colour of the back button is not recoverable (its red channel is 0 under cyan); the bar's top is the top of the back button's overlay box",
            measureReference: { img in
                let top = firstTintedRow(img, columns: 0 ..< 60, rows: 0 ..< min(img.height, 600)) ?? 0
                return Measurements.navigationBar(img, bar: .init(top: top, left: 0, width: 1179, scale: 3), overlay: true,
                                                  title: title, leading: true, trailing: false, backTitle: true)
            },
            measureOurs: { m in m[figure].map { Measurements.navigationBar($0, bar: .init(top: 0, left: 0, width: $0.width, scale: 3), overlay: false, title: title, leading: true, trailing: false, backTitle: true) } ?? [] })
    }

    /// A home-assistant iOS 26 screen, 390 × 844 pt at @3x, against ControlKit's glass figure
    /// on a phone screen under a 47 pt status bar: both searched in the same rows, 120 ..< 381
    /// (40 to 127 pt from the top: below ControlKit's status bar's ink, above the captures'
    /// lists), where either capture's bar lies with its ring and highlights; only relative
    /// positions are compared (§3.8: the captures place the bar 8.33 pt apart).
    static func glassBar(_ file: String, commit: String, path: String, iOS: String, figure: String, dark: Bool,
                         leading: Bool, text: Bool, caveat: String) -> KnownReference {
        let rows = 120 ..< 381
        return KnownReference(
            file: file, repository: homeAssistant, commit: commit, path: path, iOS: iOS, scale: 3, design: .glass, figureDesign: .glass,
            figureFile: "navigation-bar.yaml", figures: [figure], control: "navigation bar (iOS 26)",
            caveat: caveat,
            measureReference: { Measurements.glassBar($0, rows: rows, dark: dark, leading: leading, trailingIsText: text) },
            measureOurs: { m in m[figure].map { Measurements.glassBar($0, rows: rows, dark: dark, leading: leading, trailingIsText: text) } ?? [] })
    }

    /// Every reference the harness knows, in report order.
    public static let all: [KnownReference] = [
        pageControl("page_control/pagecontrol_3pages_ios14.5_iphone390x844@3x.png", commit: "56b55d9d8c935ad3887cf1c1cb1c97c16f238bd0",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.DefaultControlsTests/testPageControl_14_5_390x844@3x.png", iOS: "14.5"),
        pageControl("page_control/pagecontrol_3pages_ios16.4_iphone393x852@3x.png", commit: "6db2075415ae56b46f6c4cae994d0548cb6f8d71",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.DefaultControlsTests/testPageControl_16_4_393x852@3x.png", iOS: "16.4"),
        pageControl("page_control/pagecontrol_3pages_ios26.2_iphone402x874@3x.png", commit: "1df45de4d229726fcbac8bc97178ed53b8397b73",
                    path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.DefaultControlsTests/testPageControl_26_2_402x874@3x.png", iOS: "26.2 (UIPageControl unchanged)"),
        segmented("segmented_control/segmented_3seg_ios14.5_iphone390x844@3x.png", commit: "4672287c6e11b691786093003e0b80a659b949d3",
                  path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.DefaultControlsTests/testSegmentedControl_14_5_390x844@3x.png", iOS: "14.5"),
        segmented("segmented_control/segmented_3seg_ios16.4_iphone393x852@3x.png", commit: "6db2075415ae56b46f6c4cae994d0548cb6f8d71",
                  path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.DefaultControlsTests/testSegmentedControl_16_4_393x852@3x.png", iOS: "16.4"),
        accessibilityBar("navigation_bar/navbar_inline_backbutton_titled_ios16.4_iphone393x852@3x.png", commit: "e0ec1c6c7ff000717572b78b63d13ec9603516f3",
                         path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testNavBarBackButtonTraitsWithTitles_16_4_393x852@3x.png",
                         iOS: "16.4", figure: "back-titled", title: true),
        accessibilityBar("navigation_bar/navbar_inline_backbutton_untitled_ios17.5_iphone393x852@3x.png", commit: "dc5055831f1025d97c24788d5b66b49595e967f9",
                         path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testNavBarBackButtonTraitsWithoutTitles_17_5_393x852@3x.png",
                         iOS: "17.5", figure: "back-untitled", title: false),
        KnownReference(
            file: "navigation_bar/navbar_inline_titleonly_groupedtable_fosdem_ios16.2_iphone8plus@3x.png", repository: "mttcrsp/fosdem",
            commit: "6fc729594a696a5e680de4d773002c17f63c4bb4", path: "App/SnapshotTests/__Snapshots__/TransportationController/testAppearance.1.png",
            iOS: "16.2", scale: 3, design: .classic, figureFile: "navigation-bar.yaml", figures: ["title-only-414"], control: "navigation bar",
            caveat: "layer render without the status bar and with a transparent scroll-edge bar over a grouped background: the bar's top is not visible, so only the title's own ink (cap height, centring) is read",
            measureReference: { Measurements.navigationBar($0, bar: .init(top: 140, left: 0, width: $0.width, scale: 3), overlay: false, title: true, leading: false, trailing: false, barTopKnown: false) },
            measureOurs: { m in m["title-only-414"].map { Measurements.navigationBar($0, bar: .init(top: 0, left: 0, width: $0.width, scale: 3), overlay: false, title: true, leading: false, trailing: false, barTopKnown: false) } ?? [] }),
        KnownReference(
            file: "navigation_bar/navbar_standard_notitle_addbutton_ios17.4_iphoneX@3x.png", repository: "pointfreeco/swift-snapshot-testing",
            commit: "a3650f05218407222aed2f5a632c43e4973378cc", path: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraitsEmbeddedInTabNavigation.iphone-x.png",
            iOS: "17.4", scale: 3, design: .classic, figureFile: "navigation-bar.yaml", figures: ["add-leading-375"], control: "navigation bar",
            caveat: "layer render, the bar at the image's top (no status bar), scroll-edge: no background, no hairline",
            measureReference: { Measurements.navigationBar($0, bar: .init(top: 0, left: 0, width: $0.width, scale: 3), overlay: false, title: false, leading: true, trailing: false) },
            measureOurs: { m in m["add-leading-375"].map { Measurements.navigationBar($0, bar: .init(top: 0, left: 0, width: $0.width, scale: 3), overlay: false, title: false, leading: true, trailing: false) } ?? [] }),
        glassBar("navigation_bar/navbar_inline_glass_clearbutton_light_homeassistant_ios26.0_iphone390x844.png", commit: "3f1b9afe549d942a2a2d9bb02273621fb70fbb58",
                 path: "Tests/App/ClientEvents/__Snapshots__/LocationHistoryListViewSnapshot.test/snapshots.LocationHistoryListView-w-Locations-light.png",
                 iOS: "26.0 beta", figure: "glass-location-history-light", dark: false, leading: false, text: true,
                 caveat: "Liquid Glass: 'Clear' in a glass capsule (26.0's whiter fill and larger shadow: ControlKit draws 26.4's glass, §3.8)"),
        glassBar("navigation_bar/navbar_inline_glass_clearbutton_dark_homeassistant_ios26.0_iphone390x844.png", commit: "3f1b9afe549d942a2a2d9bb02273621fb70fbb58",
                 path: "Tests/App/ClientEvents/__Snapshots__/LocationHistoryListViewSnapshot.test/snapshots.LocationHistoryListView-w-Locations-dark.png",
                 iOS: "26.0 beta", figure: "glass-location-history-dark", dark: true, leading: false, text: true,
                 caveat: "Liquid Glass, dark: light text on a dark capsule over black"),
        glassBar("navigation_bar/navbar_inline_glass_close_confirmdisabled_light_homeassistant_ios26.4_iphone390x844.png", commit: "bd9789e670e5e94ff990a30f15deb119778b05b9",
                 path: "Tests/App/Watch/__Snapshots__/WatchComplicationBuilderEditViewSnapshot.test/newComplicationBuilder.light.png",
                 iOS: "26.4", figure: "glass-new-complication-light", dark: false, leading: true, text: false,
                 caveat: "Liquid Glass: circular glass xmark (leading) and a disabled prominent checkmark (trailing): ControlKit's close glyph and a disabled Done; in light a dark ring lies just outside each circle, stepped over so the glass's own edge is measured"),
        glassBar("navigation_bar/navbar_inline_glass_close_confirmdisabled_dark_homeassistant_ios26.4_iphone390x844.png", commit: "bd9789e670e5e94ff990a30f15deb119778b05b9",
                 path: "Tests/App/Watch/__Snapshots__/WatchComplicationBuilderEditViewSnapshot.test/newComplicationBuilder.dark.png",
                 iOS: "26.4", figure: "glass-new-complication-dark", dark: true, leading: true, text: false,
                 caveat: "as the light one, dark (no ring)"),
        KnownReference(
            file: "navigation_bar/navbar_largetitle_light_homeassistant_ios26_iphone390x844.png", repository: homeAssistant,
            commit: "74484055ff5d7890cb04b7c794c13dcfa7921f58", path: "Tests/App/Settings/__Snapshots__/SettingsServersView.test/settingsServersScreen.light.png",
            iOS: "26.x", scale: 3, design: .glass, figureDesign: .glass, figureFile: "navigation-bar.yaml", figures: ["glass-servers-large"],
            control: "navigation bar, large title (iOS 26)",
            caveat: "Liquid Glass era; the capture shows no status bar or items, so the bar's top, and with it the title's baseline, cannot be placed; the large title searched 44–120 pt below the 47 pt line",
            measureReference: { img in
                var m = Measurements.largeTitle(img, barTop: 141, left: 0, region: PixelRect(x0: 0, y0: 141 + 132, x1: img.width * 2 / 3, y1: 141 + 132 + 228))
                if let i = m.firstIndex(where: { $0.name == "large title baseline (from the bar's top)" }) {
                    m[i].reading = .unreadable("the bar's top is not in the capture")
                }
                return m
            },
            measureOurs: { m in m["glass-servers-large"].map { Measurements.largeTitle($0, barTop: 0, left: 0, region: PixelRect(x0: 0, y0: 132, x1: $0.width * 2 / 3, y1: $0.height)) } ?? [] }),
        KnownReference(
            file: "date_picker/datepicker_compact_calendarpopover_ios15.0_iphone11_414x896@2x.png", repository: "react-native-datetimepicker/datetimepicker",
            commit: "19cfd6e43973371bd56b04620892e3fdaa938dd0", path: "docs/images/ios_date.png", iOS: "15.0 (inferred)", scale: 2, design: .classic,
            figureFile: "date-picker.yaml", figures: ["calendar-nov-2021", "compact-pill"], control: "date picker: calendar and compact pill",
            caveat: "full-screen simulator screenshot @2x: the calendar in the popover (region x 136–776, y 750–1340), the compact pill at the bottom right (searched in x ≥ 590, y 1360–1460) under the presentation's dimming (fill not recoverable; the pill runs off the screen's right edge)",
            measureReference: { img in
                Measurements.calendar(img, region: PixelRect(x0: 136, y0: 750, x1: 776, y1: 1340))
                    + Measurements.pill(img, search: PixelRect(x0: 590, y0: 1360, x1: img.width, y1: 1460), fillReadable: false, threshold: 9)
            },
            measureOurs: { m in
                (m["calendar-nov-2021"].map { Measurements.calendar($0, region: whole($0)) } ?? [])
                    + (m["compact-pill"].map { Measurements.pill($0, search: whole($0), fillReadable: true) } ?? [])
            }),
        KnownReference(
            file: "alert/alert_1button_ios13.3_layerrender@2x.png", repository: "Leanplum/Leanplum-iOS-SDK",
            commit: "bfb791f39c7b95f7be4c9ac6cb06259bc4858662", path: "Example/Tests/ReferenceImages_64/LPAlertMessageSnapshotTest/testViewController@2x.png",
            iOS: "13.3", scale: 2, design: .classic, figureFile: "alert.yaml", figures: ["alert-1button"], control: "alert",
            caveat: "layer render of the alert's own view (the image is its frame, 270 × 124 pt): platter, blur and separators missing; text only",
            measureReference: { Measurements.alert($0, frame: whole($0)) },
            measureOurs: { m in
                guard let img = m["alert-1button"] else { return [] }
                guard let f = Measurements.alertFrame(img) else { return [Measure("alert height", .geometry, .unreadable("alert platter not found"))] }
                return Measurements.alert(img, frame: f)
            }),
    ]
}
