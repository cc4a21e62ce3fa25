// FreeType 2 headers for Swift: the core API, the OS/2 table, outlines and the greyscale renderer.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
