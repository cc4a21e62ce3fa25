// libFuzzer's driver, from the toolchain's clang runtime (linked by -sanitize=fuzzer). Calling it
// from Swift's own `main` keeps the package manager's entry point and still runs libFuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
