// libFuzzer's programmatic entry point (compiler-rt FuzzerInterface.h / FuzzerDriver.cpp),
// declared here so Swift can call it with the right C signature.
//
// Why not libFuzzer's own main: SwiftPM links every executable with `main` aliased to
// `<Module>_main`, the module's Swift entry point, so the fuzz executable needs a Swift `main`
// of its own; it hands control to libFuzzer through this function.
#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
