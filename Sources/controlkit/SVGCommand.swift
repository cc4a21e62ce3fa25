import ArgumentParser
import ControlKit
import Foundation

/// `controlkit svg FILE.svg -o FILE.png`: an SVG file to a PNG (and its scene as JSON).
struct SVGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "svg",
        abstract: "Render an SVG file to a PNG, through the same display list as every control.",
        discussion: """
            The SVG is drawn at its own size (width × height, or its viewBox's size) at 1 pixel \
            a point; --scale multiplies that, and --width sets the image's width in pixels \
            instead (the height follows). What the importer does not draw (text, filters, \
            masks, a radial gradient's shading) is reported on standard error, once per kind, \
            with its line; docs/svg-import.md lists what is supported. Malformed XML or path \
            data is an error naming the file and line, and nothing is written.

            \(HelpText.examples([
                "svg Examples/svg/checkmark.svg -o out/checkmark.png",
                "svg Examples/svg/checkmark.svg -o out/checkmark@3x.png --scale 3 --scene-out out/checkmark.json",
                "svg Examples/svg/checkmark.svg -o out/checkmark-120.png --width 120 --strict",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("The SVG file.", valueName: "file"))
    var svg: String

    @OptionGroup var output: OutputFileOptions

    @Option(help: ArgumentHelp("Device pixels per point, \(Excerpt.number(1)) to \(Excerpt.number(SVGFile.maxScale)).", valueName: "s"))
    var scale: Float?

    @Option(help: ArgumentHelp("The image's width in pixels (the height follows the aspect ratio); instead of --scale.", valueName: "px"))
    var width: Int?

    @Option(name: .customLong("scene-out"), help: ArgumentHelp("Also write the scene as controlkit-scene/1 JSON.", valueName: "file"))
    var sceneOut: String?

    @Flag(help: "Compress for size (level 9, adaptive filters) instead of speed.")
    var small = false

    @Flag(help: "Treat warnings (what the importer skips) as errors.")
    var strict = false

    func validate() throws {
        if scale != nil, width != nil { throw ValidationError("give --scale or --width, not both") }
        if let scale, !(1 ... SVGFile.maxScale).contains(scale) {
            throw ValidationError("--scale \(Excerpt.number(scale)): expected 1...\(Excerpt.number(SVGFile.maxScale))")
        }
        if let width, !(1 ... ImageLimits.maxSidePixels).contains(width) {
            throw ValidationError("--width \(width): expected 1...\(ImageLimits.maxSidePixels)")
        }
        if let sceneOut, !sceneOut.lowercased().hasSuffix(".json") {
            throw ValidationError("--scene-out \(sceneOut): the scene is written as .json; name the file *.json")
        }
    }

    func run() throws {
        let path = try output.path(ending: "png", because: "the render")
        let document = try SVGFile.load(svg)
        if strict, !document.warnings.isEmpty { throw DiagnosticList(document.warnings.map(\.asError)) }
        Console.report(document.warnings)
        let name = URL(fileURLWithPath: svg).deletingPathExtension().lastPathComponent
        let scene = try SVGFile.scene(document, name: name, scale: scale ?? 1, width: width)
        try SVGFile.write(scene, png: path, sceneJSON: sceneOut, compression: small ? .small : .fast, protecting: [svg])
        print("wrote \(path) (\(scene.pixelWidth)×\(scene.pixelHeight) px, \(Excerpt.count(document.items.count, "item")))"
              + (sceneOut.map { " and \($0)" } ?? ""))
    }
}
