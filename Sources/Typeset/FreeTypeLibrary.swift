import CFreeType

/// Owns one FT_Library. Faces keep a strong reference to it, so it outlives them.
/// Not thread-safe by itself: `FontLibrary`'s lock guards every use.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FontError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw .freeType(path: "-", call: "FT_Init_FreeType", code: error)
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
