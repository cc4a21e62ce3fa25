// libpng, found through pkg-config "libpng" (Debian: libpng-dev).
#include <png.h>
