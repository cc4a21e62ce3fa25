import Raster

/// UIKit's `UIPageControl` (the iOS 14+ interactive page control) as a value: a row of
/// indicators, one per page of a flat list, the current page's highlighted.
///
/// Nothing here is checked on assignment; `validate()` reports every problem with the field it
/// concerns, and `layout()` / `sceneItems(…)` expect a configuration without validation errors.
///
/// Defaults follow UIKit: background style `.automatic`, no interaction, left to right, at most
/// `Metrics.maxVisibleIndicators` indicators, the system dot for every page, and the system's
/// indicator colours (`tintCurrent`/`tintOther` nil).
public struct PageControl: Hashable, Sendable {
    /// `UIPageControl.BackgroundStyle`: when the translucent platter is shown (ios-facts §1.5).
    public enum BackgroundStyle: String, Hashable, Sendable, CaseIterable {
        /// Platter only while someone scrubs (UIKit's default on iOS).
        case automatic
        /// Platter always.
        case prominent
        /// No platter and no padding.
        case minimal
    }

    /// `UIPageControl.InteractionState`.
    public enum InteractionState: String, Hashable, Sendable, CaseIterable {
        /// No interaction (UIKit's `.none`).
        case idle
        /// A discrete tap on the control (UIKit's `.discrete`).
        case tapping
        /// A continuous drag along the control (UIKit's `.continuous`).
        case scrubbing
    }

    /// `UIPageControl.Direction`, reduced to the two a still image can show.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Page 0 at the left.
        case ltr
        /// Page 0 at the right (an RTL layout with `.natural`, ios-facts §1.2).
        case rtl
    }

    /// `numberOfPages`: at least 1, at most `Metrics.maxPages`.
    public var pages: Int
    /// `currentPage`: in `0 ..< pages`.
    public var currentPage: Int
    /// `currentPageIndicatorTintColor`; nil for the system's.
    public var tintCurrent: ColorValue?
    /// `pageIndicatorTintColor`; nil for the system's.
    public var tintOther: ColorValue?
    /// `backgroundStyle`: when the platter shows.
    public var backgroundStyle: BackgroundStyle
    /// `interactionState`: whether someone is tapping or scrubbing the control.
    public var interaction: InteractionState
    /// `preferredIndicatorImage`: every page's image unless `pageImages` has one; nil for the dot.
    public var indicatorImage: IndicatorImage?
    /// `setIndicatorImage(_:forPage:)`: images for particular pages (keys in `0 ..< pages`).
    public var pageImages: [Int: IndicatorImage]
    /// `direction`: which end page 0 is at.
    public var direction: Direction
    /// The most indicators shown at once (`preferredNumberOfVisibleIndicators`); nil for
    /// `Metrics.maxVisibleIndicators`.
    public var maxVisible: Int?
    /// The control's width in points; nil to fit the indicators. A narrower width shows fewer
    /// indicators (never fewer than `Metrics.minimumFittingIndicators`).
    public var width: Float?
    /// While scrubbing with more pages than indicators shown: how far the finger pulls past the
    /// shown indicators along the row, in points, positive to the right; at most
    /// `Metrics.maxJog` either way. UIKit slides the platter and the indicators that far and
    /// stretches the platter along the row (ios-facts §1.5); the layout grows to hold them.
    public var jog: Float = 0

    /// A control of `pages` pages with every part the initializer names, UIKit's defaults for the
    /// rest; nothing is checked until `validate()`.
    public init(pages: Int, currentPage: Int = 0, tintCurrent: ColorValue? = nil, tintOther: ColorValue? = nil,
                backgroundStyle: BackgroundStyle = .automatic, interaction: InteractionState = .idle,
                indicatorImage: IndicatorImage? = nil, pageImages: [Int: IndicatorImage] = [:],
                direction: Direction = .ltr, maxVisible: Int? = nil, width: Float? = nil) {
        self.pages = pages
        self.currentPage = currentPage
        self.tintCurrent = tintCurrent
        self.tintOther = tintOther
        self.backgroundStyle = backgroundStyle
        self.interaction = interaction
        self.indicatorImage = indicatorImage
        self.pageImages = pageImages
        self.direction = direction
        self.maxVisible = maxVisible
        self.width = width
    }

    /// The image page `page` shows.
    public func image(forPage page: Int) -> IndicatorImage {
        pageImages[page] ?? indicatorImage ?? .symbol(Metrics.defaultIndicator)
    }

    /// Whether the translucent platter is drawn: always for `.prominent`, never for `.minimal`,
    /// and for `.automatic` only while scrubbing (UIKit fades it in on a long press, not on a
    /// tap; ios-facts §1.5).
    public var showsPlatter: Bool {
        switch backgroundStyle {
        case .prominent: true
        case .minimal: false
        case .automatic: interaction == .scrubbing
        }
    }
}
