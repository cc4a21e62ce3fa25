// HarfBuzz headers for Swift: shaping with HarfBuzz's own OpenType tables (no FreeType bridge).
#include <hb.h>
#include <hb-ot.h>
