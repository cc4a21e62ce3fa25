// Only the declaration in include/CFuzzerDriver.h is needed; a C target must have a source file.
#include "CFuzzerDriver.h"
