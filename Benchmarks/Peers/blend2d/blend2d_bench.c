/* Blend2D peer from C for Benchmarks/Peers/run.py (the benchmark contract of
 * docs/scene-format.md), linked against the static libblend2d.a that the PyPI wheel
 * blend2d-python ships. It exists to tell Blend2D's own per-shape cost apart from the Python
 * binding's: the in-process Python peer (pypeers.py blend2d) pays two binding calls per shape.
 *
 *   blend2d_bench --scene SCENE.json [--out OUT.png] [--reps N] [--warmup W]
 *
 * The wheel has no headers, so the few C API entry points used are declared here from
 * Blend2D's public C API (blend2d/context.h, path.h, image.h of Blend2D 0.12). Every Blend2D
 * object core is 16 bytes (BLObjectDetail).
 *
 * Untimed: reading the scene, one BLPath per shape, the PRGB32 image and a synchronous (single
 * thread) context. Timed, per repetition: SRC_COPY fill of the background, then per shape
 * set the fill rule when it changes and blContextFillPathDRgba32 (SRC_OVER), then
 * blContextFlush. */
#include "scene.h"

#include <stdint.h>

typedef uint32_t BLResult;
typedef struct { _Alignas(8) unsigned char detail[16]; } BLObjectCore;
typedef BLObjectCore BLImageCore, BLContextCore, BLPathCore;
typedef struct { double x, y; } BLPoint;
typedef struct { int w, h; } BLSizeI;
typedef struct { void *pixel_data; intptr_t stride; BLSizeI size; uint32_t format, flags; } BLImageData;
typedef struct {
    uint32_t major, minor, patch, runtime_flags, baseline_cpu_features, supported_cpu_features;
    uint32_t max_image_size, max_thread_count, reserved[2];
    char compiler_info[32];
} BLRuntimeBuildInfo;

enum { BL_FORMAT_PRGB32 = 1, BL_COMP_OP_SRC_OVER = 0, BL_COMP_OP_SRC_COPY = 1 };
enum { BL_FILL_RULE_NON_ZERO = 0, BL_FILL_RULE_EVEN_ODD = 1, BL_RUNTIME_INFO_TYPE_BUILD = 0 };

BLResult blRuntimeQueryInfo(uint32_t type, void *info_out);
BLResult blImageInitAs(BLImageCore *self, int w, int h, uint32_t format);
BLResult blImageWriteToFile(const BLImageCore *self, const char *file_name, const void *codec);
BLResult blContextInitAs(BLContextCore *self, BLImageCore *image, const void *create_info);
BLResult blContextSetCompOp(BLContextCore *self, uint32_t comp_op);
BLResult blContextSetFillRule(BLContextCore *self, uint32_t fill_rule);
BLResult blContextFillAllRgba32(BLContextCore *self, uint32_t rgba32);
BLResult blContextFillPathDRgba32(BLContextCore *self, const BLPoint *origin, const BLPathCore *path, uint32_t rgba32);
BLResult blContextFlush(BLContextCore *self, uint32_t flags);
BLResult blContextEnd(BLContextCore *self);
BLResult blPathInit(BLPathCore *self);
BLResult blPathMoveTo(BLPathCore *self, double x, double y);
BLResult blPathLineTo(BLPathCore *self, double x, double y);
BLResult blPathQuadTo(BLPathCore *self, double x1, double y1, double x2, double y2);
BLResult blPathCubicTo(BLPathCore *self, double x1, double y1, double x2, double y2, double x3, double y3);
BLResult blPathClose(BLPathCore *self);

static void check(BLResult r, const char *what) {
    if (r) { fprintf(stderr, "blend2d: %s failed with BLResult 0x%x\n", what, r); exit(1); }
}

static uint32_t argb32(const unsigned char c[4]) {
    return (uint32_t)c[3] << 24 | (uint32_t)c[0] << 16 | (uint32_t)c[1] << 8 | c[2];
}

int main(int argc, char **argv) {
    options o = parse_options(argc, argv,
        "usage: blend2d_bench --scene SCENE.json [--out OUT.png] [--reps N] [--warmup W]\n"
        "Times clear + fill of every shape with Blend2D from C (PRGB32, synchronous context, one thread).");
    double t0 = now_ms();
    scene s = load_scene(o.scene);
    BLPathCore *paths = calloc((size_t)s.count + 1, sizeof(BLPathCore));
    uint32_t *colours = calloc((size_t)s.count + 1, sizeof(uint32_t));
    for (int i = 0; i < s.count; i++) {
        BLPathCore *p = &paths[i];
        check(blPathInit(p), "blPathInit");
        for (int k = 0; k < s.shapes[i].count; k++) {
            const path_op *op = &s.shapes[i].ops[k];
            switch (op->kind) {
            case OP_MOVE: blPathMoveTo(p, op->p[0], op->p[1]); break;
            case OP_LINE: blPathLineTo(p, op->p[0], op->p[1]); break;
            case OP_QUAD: blPathQuadTo(p, op->p[0], op->p[1], op->p[2], op->p[3]); break;
            case OP_CUBIC: blPathCubicTo(p, op->p[0], op->p[1], op->p[2], op->p[3], op->p[4], op->p[5]); break;
            case OP_CLOSE: blPathClose(p); break;
            }
        }
        colours[i] = argb32(s.shapes[i].rgba);
    }
    BLImageCore image;
    BLContextCore context;
    check(blImageInitAs(&image, s.width, s.height, BL_FORMAT_PRGB32), "blImageInitAs");
    check(blContextInitAs(&context, &image, NULL), "blContextInitAs");
    double parse_ms = now_ms() - t0;

    const BLPoint origin = {0, 0};
    const uint32_t background = argb32(s.background);
    double *times = malloc(sizeof(double) * (size_t)o.reps);
    for (int rep = 0; rep < o.warmup + o.reps; rep++) {
        double start = now_ms();
        blContextSetCompOp(&context, BL_COMP_OP_SRC_COPY);
        blContextFillAllRgba32(&context, background);
        blContextSetCompOp(&context, BL_COMP_OP_SRC_OVER);
        int rule = -1;
        for (int i = 0; i < s.count; i++) {
            if (s.shapes[i].evenodd != rule) {
                rule = s.shapes[i].evenodd;
                blContextSetFillRule(&context, rule ? BL_FILL_RULE_EVEN_ODD : BL_FILL_RULE_NON_ZERO);
            }
            blContextFillPathDRgba32(&context, &origin, &paths[i], colours[i]);
        }
        blContextFlush(&context, 1 /* BL_CONTEXT_FLUSH_SYNC */);
        double elapsed = now_ms() - start;
        if (rep >= o.warmup) times[rep - o.warmup] = elapsed;
    }
    check(blContextEnd(&context), "blContextEnd");
    if (o.out) check(blImageWriteToFile(&image, o.out, NULL), "blImageWriteToFile");
    BLRuntimeBuildInfo info = {0};
    blRuntimeQueryInfo(BL_RUNTIME_INFO_TYPE_BUILD, &info);
    char version[64];
    snprintf(version, sizeof version, "Blend2D %u.%u.%u", info.major, info.minor, info.patch);
    print_result("blend2d-c", version, times, o.reps, parse_ms);
    return 0;
}
