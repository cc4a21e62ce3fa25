import Controls
import Documents
import Raster

/// One variant of one figure, ready to draw: a figure at one appearance and one scale.
public struct FigureVariant: Sendable {
    /// The figure's name (`Figure.name`).
    public var figureName: String
    /// Where the figure sits in its file (`figures[3]`).
    public var field: FieldPath
    /// The appearance the variant is drawn in.
    public var appearance: Appearance
    /// Device pixels per point the variant is drawn at: 1, 2 or 3.
    public var scale: Int
    /// Output path relative to the output folder (`dots-dark-3x.png`).
    public var outputPath: String
    /// Backdrop colour or gradient, then the control, in points.
    public var scene: Scene
    /// A backdrop photo drawn under the scene, scaled to cover it.
    public var backdropImage: RGBAImage?
    /// Where the photo goes, in the figure's points: nil for the whole figure.
    public var backdropFrame: Rect?
    /// What must stand out in the figure (in its points), with fields from the control.
    public var contrast: [ContrastRequirement]
    /// Where the control sits in its file (`figures[3].pageControl`): contrast advice names it.
    public var controlField: FieldPath

    /// The variant's golden name: its output path without `.png`.
    public var goldenName: String { String(outputPath.dropLast(".png".count)) }

    /// The figure's pixels: the backdrop photo (if any), then the scene's items. The warnings
    /// of its text are in `rendering(threads:)`.
    /// - Parameter threads: threads to draw with (the pixels are the same for every count).
    ///   Control figures gain nothing from more than one — even a full-screen one spends its
    ///   time in blur, layers and text, not in runs of fills (BENCHMARKS.md, issue #16) — so
    ///   the commands draw them on one.
    public func render(threads: Int = 1) -> Canvas { rendering(threads: threads).canvas }

    /// The figure's pixels, and a warning for each text run that drew a character no font has
    /// (as a box), naming the control's field: what `render`, `batch` and `verify` report.
    public func rendering(threads: Int = 1) -> SceneRendering {
        var canvas = Canvas(width: scene.pixelWidth, height: scene.pixelHeight, background: scene.background)
        if let backdropImage {
            if let f = backdropFrame {
                let s = scene.scale
                canvas.drawCovering(backdropImage, in: Rect(x: f.minX * s, y: f.minY * s, width: f.width * s, height: f.height * s))
            } else {
                canvas.drawCovering(backdropImage)
            }
        }
        let text = scene.drawItems(into: &canvas, threads: threads)
        // A scene item's path means nothing in a figure file: the warning names the control.
        let warnings = text.map { Diagnostic(.warning, field: controlField, $0.message) }
        return SceneRendering(canvas: canvas, warnings: Array(Set(warnings)).sorted { $0.message < $1.message })
    }

    /// Contrast advice measured on `canvas` (this variant's render): a warning, naming the
    /// control's field, for each requirement below its ratio (`ContrastMeasure`).
    public func contrastWarnings(on canvas: Canvas) -> [Diagnostic] {
        contrast.compactMap { requirement in
            guard let ratio = ContrastMeasure.ratio(of: requirement.foreground, against: requirement.against, in: requirement.region,
                                                    on: canvas, scale: Float(scale)),
                  ratio < requirement.minimumRatio else { return nil }
            if requirement.against != nil {
                return Diagnostic(.warning, field: controlField + requirement.field,
                                  "\(requirement.subject): contrast \(Excerpt.number(ratio)):1 between the two over what is under them in "
                                      + "\(appearance), below \(Excerpt.number(requirement.minimumRatio)):1, so they may not be told apart; "
                                      + "choose colours further apart")
            }
            return Diagnostic(.warning, field: controlField + requirement.field,
                              "\(requirement.subject): contrast \(Excerpt.number(ratio)):1 with what is under it in \(appearance), "
                                  + "below \(Excerpt.number(requirement.minimumRatio)):1, so it may not be seen; give a backdrop or a tint")
        }
    }
}
