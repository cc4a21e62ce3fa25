// ControlKit: the public face. `import ControlKit` gives the whole pipeline — controls, figure
// files, scenes, the rasterizer, PNG files, golden comparison — so the command-line tool and a
// Swift program do the same thing the same way.
//
// Figure files (Figures/): YAML or JSON → `FigureFile` → checked and expanded (`FigurePlan`) →
// drawn (`FigureBatch`) or compared with goldens (`GoldenVerifier`); composition
// (`FigureComposer`) places any registered control on its backdrop or a screen. Scene files
// (Scenes/) are read and rendered to PNG, SVG files (SVG/) imported, sized and rendered; Review/
// holds the contact sheet.

@_exported import Assets
@_exported import Controls
@_exported import Documents
@_exported import DisplayList
@_exported import FileIO
@_exported import Golden
@_exported import PNGCodec
@_exported import Raster
@_exported import SVGImport
@_exported import Typeset

/// Facts about the ControlKit library itself.
public enum ControlKitInfo {
    /// The version the CLI reports and the benchmark prints.
    public static let version = "0.2.0"
}
