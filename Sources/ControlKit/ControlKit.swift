// ControlKit: the public face. `import ControlKit` gives the whole pipeline — geometry and
// the rasterizer, scenes, PNG files — and the file-level operations the CLI is made of, so the
// command-line tool and a Swift program do the same thing the same way. Spec files (Spec/):
// YAML or JSON → `Spec` → checked and expanded (`SpecRenderer.prepare`) → figures drawn
// (`render(spec)`, `SpecBatch`) or compared with goldens (`SpecVerifier`).

@_exported import Controls
@_exported import Golden
@_exported import PNGCodec
@_exported import Raster
@_exported import Scene
@_exported import Typeset

public enum ControlKitInfo {
    /// The version the CLI reports and the benchmark prints.
    public static let version = "0.1.0"
}
