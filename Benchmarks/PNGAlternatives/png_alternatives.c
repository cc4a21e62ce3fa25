// png_alternatives: times the ways a maintained library can decode and encode one PNG, so that
// PNGCodec's choices (BENCHMARKS.md, "The golden check, end to end") can be checked on any
// machine. Not part of the package build; Benchmarks/PNGAlternatives/run.sh compiles it.
//
//   png_alternatives decode FILE [RUNS]   decode FILE as CPNGShim does, and the alternatives
//   png_alternatives encode FILE [RUNS]   decode FILE once, then encode its pixels at each setting
//
// Every figure is the best of RUNS (default 15) in thread CPU time, the settings taking turns
// run after run, so that a machine shared with other work slows them all alike.

#include <png.h>
#include <spng.h>
#include <zlib.h>

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

/// Bytes of one RGBA8 pixel.
#define BYTES_PER_PIXEL 4
/// Length of a chunk's length and type fields, and of its CRC (PNG spec 5.3).
#define CHUNK_HEADER_BYTES 8
#define CHUNK_CRC_BYTES 4
/// Length of the PNG signature (PNG spec 5.2).
#define SIGNATURE_BYTES 8

static double cpuMilliseconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static uint8_t *input;
static size_t inputCount, inputOffset;
static uint32_t width, height;

static void readInput(png_structp png, png_bytep destination, size_t length) {
    if (length > inputCount - inputOffset) png_error(png, "input ends early");
    memcpy(destination, input + inputOffset, length);
    inputOffset += length;
}

// MARK: - Decoding

enum LibpngVariant { ROWS, WHOLE_IMAGE, NO_ADLER32, NO_CRC_NO_ADLER32 };

/// libpng as CPNGShim drives it (ROWS), or with one thing changed. Returns 0 on success.
static int decodeWithLibpng(uint8_t *pixels, enum LibpngVariant variant) {
    inputOffset = 0;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_read_fn(png, NULL, readInput);
    if (variant == NO_CRC_NO_ADLER32) {
        png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
    } else {
        png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    }
    if (variant == NO_ADLER32 || variant == NO_CRC_NO_ADLER32) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(png, info);
    width = png_get_image_width(png, info);
    height = png_get_image_height(png, info);
    png_set_expand(png);
    if (png_get_bit_depth(png, info) == 16) png_set_scale_16(png);
    if ((png_get_color_type(png, info) & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    if ((png_get_color_type(png, info) & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t rowBytes = (size_t)width * BYTES_PER_PIXEL;
    if (variant == WHOLE_IMAGE) {
        png_bytep *rows = malloc(sizeof(png_bytep) * height);
        for (uint32_t y = 0; y < height; y++) rows[y] = pixels + (size_t)y * rowBytes;
        png_read_image(png, rows);
        free(rows);
    } else {
        for (int pass = 0; pass < passes; pass++) {
            for (uint32_t y = 0; y < height; y++) png_read_row(png, pixels + (size_t)y * rowBytes, NULL);
        }
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

/// libspng to RGBA8, with its checks (flags 0) or without CRC and Adler-32 checks.
static int decodeWithSpng(uint8_t *pixels, int ignoreChecks) {
    spng_ctx *context = spng_ctx_new(ignoreChecks ? SPNG_CTX_IGNORE_ADLER32 : 0);
    if (ignoreChecks) spng_set_crc_action(context, SPNG_CRC_USE, SPNG_CRC_USE);
    spng_set_png_buffer(context, input, inputCount);
    size_t size = 0;
    int status = spng_decoded_image_size(context, SPNG_FMT_RGBA8, &size);
    if (status == 0) status = spng_decode_image(context, pixels, size, SPNG_FMT_RGBA8, 0);
    spng_ctx_free(context);
    return status;
}

static uint8_t *idat, *inflated;
static size_t idatCount;

/// Copies the data of every IDAT chunk, in order: the image's one zlib stream.
static void collectIDAT(void) {
    idat = malloc(inputCount);
    idatCount = 0;
    for (size_t offset = SIGNATURE_BYTES; offset + CHUNK_HEADER_BYTES <= inputCount;) {
        const uint8_t *chunk = input + offset;
        size_t length = ((size_t)chunk[0] << 24) | ((size_t)chunk[1] << 16) | ((size_t)chunk[2] << 8) | chunk[3];
        if (memcmp(chunk + 4, "IDAT", 4) == 0) {
            memcpy(idat + idatCount, chunk + CHUNK_HEADER_BYTES, length);
            idatCount += length;
        }
        offset += CHUNK_HEADER_BYTES + length + CHUNK_CRC_BYTES;
    }
}

/// The filtered rows' size: one filter byte per row (non-interlaced images only).
static size_t filteredBytes(void) { return (size_t)height * ((size_t)width * BYTES_PER_PIXEL + 1); }

/// zlib alone: the whole stream in one call, Adler-32 included; no PNG work at all.
static int inflateOnly(void) {
    uLongf size = filteredBytes();
    return uncompress(inflated, &size, idat, idatCount) != Z_OK;
}

/// Where adlerOnly leaves its checksum, so that the compiler keeps the call.
static volatile uLong adlerSink;

/// What Adler-32 alone costs over the inflated stream.
static int adlerOnly(void) {
    adlerSink = adler32(1, inflated, (uInt)filteredBytes());
    return 0;
}

/// libpng into a fresh buffer each time (mmap), with or without MADV_HUGEPAGE: first-touch page faults.
static int decodeIntoFreshBuffer(int hugePages) {
    size_t count = filteredBytes() * 2;
    uint8_t *pixels = mmap(NULL, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pixels == MAP_FAILED) return 1;
    if (hugePages) madvise(pixels, count, MADV_HUGEPAGE);
    int status = decodeWithLibpng(pixels, ROWS);
    munmap(pixels, count);
    return status;
}

/// Reads the image's size from its header (libpng's simplified API).
static int readSize(void) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, input, inputCount)) return 1;
    width = image.width;
    height = image.height;
    png_image_free(&image);
    return 0;
}

static int decodeBenchmark(int runs) {
    enum { METHODS = 10 };
    static const char *const names[METHODS] = {
        "libpng, png_read_row (CPNGShim today)", "libpng, png_read_image", "libpng, Adler-32 not checked",
        "libpng, neither CRC nor Adler-32 checked", "libspng 0.7.3, RGBA8", "libspng, neither CRC nor Adler-32 checked",
        "zlib uncompress of all IDAT data (floor)", "Adler-32 of the inflated rows alone",
        "libpng into a fresh buffer (page faults)", "libpng into a fresh MADV_HUGEPAGE buffer",
    };
    uint8_t *pixels = malloc(filteredBytes() * 2);
    inflated = malloc(filteredBytes());
    if (decodeWithLibpng(pixels, ROWS) != 0) return fprintf(stderr, "libpng cannot decode the file\n"), 2;
    collectIDAT();
    double best[METHODS];
    for (int m = 0; m < METHODS; m++) best[m] = 1e9;
    for (int run = 0; run < runs; run++) {
        for (int m = 0; m < METHODS; m++) {
            double start = cpuMilliseconds();
            int status = m < 4 ? decodeWithLibpng(pixels, (enum LibpngVariant)m)
                       : m < 6 ? decodeWithSpng(pixels, m == 5)
                       : m == 6 ? inflateOnly()
                       : m == 7 ? adlerOnly()
                       : decodeIntoFreshBuffer(m == 9);
            double elapsed = cpuMilliseconds() - start;
            if (status != 0) return fprintf(stderr, "%s failed\n", names[m]), 2;
            if (elapsed < best[m]) best[m] = elapsed;
        }
    }
    for (int m = 0; m < METHODS; m++) printf("| %s | %.2f ms |\n", names[m], best[m]);
    return 0;
}

// MARK: - Encoding

static uint8_t *output;
static size_t outputCount, outputCapacity;

static void writeOutput(png_structp png, png_bytep bytes, size_t length) {
    (void)png;
    if (outputCount + length > outputCapacity) {
        outputCapacity = (outputCount + length) * 2;
        output = realloc(output, outputCapacity);
    }
    memcpy(output + outputCount, bytes, length);
    outputCount += length;
}

static void flushOutput(png_structp png) { (void)png; }

typedef struct Setting {
    const char *name;
    int level, filters, strategy;
} Setting;

/// Encodes as CPNGShim does (IHDR, sRGB, IDAT, IEND) at one setting; returns the byte count.
static size_t encode(const uint8_t *pixels, const Setting *setting) {
    outputCount = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, NULL, writeOutput, flushOutput);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, setting->level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, setting->filters);
    png_set_compression_strategy(png, setting->strategy);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * width * BYTES_PER_PIXEL);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return outputCount;
}

static int encodeBenchmark(int runs) {
    static const Setting settings[] = {
        {"level 1, Up (PNGCompression.fast)", 1, PNG_FILTER_UP, Z_DEFAULT_STRATEGY},
        {"level 1, none (PNGCompression.speedFirst)", 1, PNG_FILTER_NONE, Z_DEFAULT_STRATEGY},
        {"level 1, Sub", 1, PNG_FILTER_SUB, Z_DEFAULT_STRATEGY},
        {"level 1, Up, Z_RLE", 1, PNG_FILTER_UP, Z_RLE},
        {"level 1, Sub, Z_RLE", 1, PNG_FILTER_SUB, Z_RLE},
        {"level 2, none", 2, PNG_FILTER_NONE, Z_DEFAULT_STRATEGY},
        {"level 0 (stored), none", 0, PNG_FILTER_NONE, Z_DEFAULT_STRATEGY},
    };
    enum { SETTINGS = sizeof settings / sizeof settings[0] };
    uint8_t *pixels = malloc(filteredBytes());
    if (decodeWithLibpng(pixels, ROWS) != 0) return fprintf(stderr, "libpng cannot decode the file\n"), 2;
    double best[SETTINGS];
    size_t bytes[SETTINGS];
    for (int s = 0; s < SETTINGS; s++) best[s] = 1e9;
    for (int run = 0; run < runs; run++) {
        for (int s = 0; s < SETTINGS; s++) {
            double start = cpuMilliseconds();
            bytes[s] = encode(pixels, &settings[s]);
            double elapsed = cpuMilliseconds() - start;
            if (bytes[s] == 0) return fprintf(stderr, "%s failed\n", settings[s].name), 2;
            if (elapsed < best[s]) best[s] = elapsed;
        }
    }
    for (int s = 0; s < SETTINGS; s++) printf("| %s | %zu | %.2f ms |\n", settings[s].name, bytes[s], best[s]);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3 || (strcmp(argv[1], "decode") != 0 && strcmp(argv[1], "encode") != 0)) {
        fprintf(stderr, "usage: png_alternatives decode|encode FILE [RUNS]\n");
        return 2;
    }
    FILE *file = fopen(argv[2], "rb");
    if (file == NULL) return perror(argv[2]), 2;
    fseek(file, 0, SEEK_END);
    inputCount = (size_t)ftell(file);
    fseek(file, 0, SEEK_SET);
    input = malloc(inputCount);
    if (fread(input, 1, inputCount, file) != inputCount) return fprintf(stderr, "%s: short read\n", argv[2]), 2;
    fclose(file);
    if (readSize() != 0) return fprintf(stderr, "%s: not a PNG libpng reads\n", argv[2]), 2;
    int runs = argc > 3 ? atoi(argv[3]) : 15;
    int status = strcmp(argv[1], "decode") == 0 ? decodeBenchmark(runs) : encodeBenchmark(runs);
    printf("%s: %u x %u px, %zu bytes\n", argv[2], width, height, inputCount);
    return status;
}
