// A screen in a design: the screen itself has no look of its own, so a design is what its bars
// are drawn in — the app's bar, a split view's primary column's and every presented page's.

extension Screen {
    /// `.classic` and `.glass` (the navigation bar draws both).
    public static var designs: [Design] { [.classic, .glass] }

    /// This screen with every navigation bar on it in `design`.
    public func inDesign(_ design: Design) -> Screen {
        var screen = self
        screen.navigationBar = navigationBar?.inDesign(design)
        if var split {
            split.primary = split.primary.inDesign(design)
            screen.split = split
        }
        screen.presentations = presentations.map { $0.inDesign(design) }
        return screen
    }
}

extension ModalPage {
    /// This page with its bar in `design`.
    func inDesign(_ design: Design) -> ModalPage {
        var page = self
        page.navigationBar = navigationBar?.inDesign(design)
        return page
    }
}

extension Presentation {
    /// This presentation with its page's bar, if it has one, in `design`.
    func inDesign(_ design: Design) -> Presentation {
        switch self {
        case .sheet(var sheet):
            sheet.page = sheet.page.inDesign(design)
            return .sheet(sheet)
        case .fullScreen(let page): return .fullScreen(page.inDesign(design))
        case .currentContext(let page, let frame): return .currentContext(page.inDesign(design), frame: frame)
        case .popover(var popover):
            popover.page = popover.page.inDesign(design)
            return .popover(popover)
        case .alert, .actionSheet: return self
        }
    }
}
