// PNG decode and encode through libpng's full API; every setjmp and every libpng call is here.
//
// The rule that makes this safe: a libpng call may only happen in a C function that has called
// setjmp(png_jmpbuf(png)) itself, and that function returns a status instead of letting the
// longjmp travel further. State that must survive a longjmp lives in heap structs reached
// through pointers that are never reassigned after the setjmp (C11 7.13.2.1).

#include "CPNGShim.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Errors

/// What the error and warning callbacks write to; the first member of decoder and encoder state.
typedef struct Context {
    CKPNGFailure failure;
    /// Set by the read callback when libpng asked for bytes past the end of the input.
    int inputEnded;
} Context;

static void copyText(char *destination, size_t capacity, const char *source) {
    size_t length = strlen(source);
    if (length >= capacity) length = capacity - 1;
    memcpy(destination, source, length);
    destination[length] = '\0';
}

/// Length of the prefix png_chunk_error puts before a message: four letters, a colon and a space.
#define CHUNK_PREFIX_LENGTH 6

static int isASCIILetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/// Records an error message, splitting off the "IDAT: " prefix that png_chunk_error adds.
static void recordError(Context *context, const char *message) {
    CKPNGFailure *failure = &context->failure;
    failure->chunk[0] = '\0';
    if (strlen(message) >= CHUNK_PREFIX_LENGTH && isASCIILetter(message[0]) && isASCIILetter(message[1])
        && isASCIILetter(message[2]) && isASCIILetter(message[3]) && message[4] == ':' && message[5] == ' ') {
        memcpy(failure->chunk, message, 4);
        failure->chunk[4] = '\0';
        message += CHUNK_PREFIX_LENGTH;
    }
    copyText(failure->message, sizeof failure->message, message);
}

static void onError(png_structp png, png_const_charp message) {
    recordError((Context *)png_get_error_ptr(png), message);
    png_longjmp(png, 1);
}

static void onWarning(png_structp png, png_const_charp message) {
    Context *context = (Context *)png_get_error_ptr(png);
    copyText(context->failure.warning, sizeof context->failure.warning, message);
}

/// Messages zlib (inflate.c) and libpng's png_zstream_error give for a damaged deflate stream;
/// matched as prefixes, since libpng appends " (libpng)" to those of its own checks.
static const char *const zlibMessages[] = {
    "incorrect header check", "unknown compression method", "invalid window size",
    "unknown header flags set", "header crc mismatch", "invalid block type",
    "invalid stored block lengths", "too many length or distance symbols",
    "invalid code lengths set", "invalid bit length repeat", "invalid code -- missing end-of-block",
    "invalid literal/lengths set", "invalid distances set", "invalid literal/length code",
    "invalid distance code", "invalid distance too far back", "incorrect data check",
    "incorrect length check", "unexpected end of LZ stream", "missing LZ dictionary",
    "damaged LZ stream", "truncated", "unexpected zlib return code", "unexpected zlib return",
    "bad parameters to zlib",
};

/// Sorts the recorded error into a status. The read callback's own flag decides truncation,
/// because libpng words the same event differently depending on where it was reading.
static CKPNGStatus classify(const Context *context) {
    const char *message = context->failure.message;
    if (context->inputEnded) return CKPNG_TRUNCATED;
    if (strcmp(message, "CRC error") == 0) return CKPNG_BAD_CRC;
    if (strcmp(message, "Not a PNG file") == 0 || strcmp(message, "PNG file corrupted by ASCII conversion") == 0)
        return CKPNG_NOT_PNG;
    if (strcmp(message, "Invalid IHDR data") == 0 || strcmp(context->failure.chunk, "IHDR") == 0)
        return CKPNG_BAD_HEADER;
    if (strcmp(message, "Out of memory") == 0 || strcmp(message, "Insufficient memory") == 0
        || strcmp(message, "insufficient memory") == 0)
        return CKPNG_NO_MEMORY;
    for (size_t i = 0; i < sizeof zlibMessages / sizeof zlibMessages[0]; i++) {
        if (strncmp(message, zlibMessages[i], strlen(zlibMessages[i])) == 0) return CKPNG_BAD_ZLIB;
    }
    return CKPNG_MALFORMED;
}

static void failWith(CKPNGFailure *failure, const char *message) {
    failure->chunk[0] = '\0';
    copyText(failure->message, sizeof failure->message, message);
}

// MARK: - Decoding

struct CKPNGDecoder {
    Context context;
    png_structp png;
    png_infop info;
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    /// 0 before the header is read, 1 after, 2 once pixels have been read (or an error).
    int stage;
};

static void readFromMemory(png_structp png, png_bytep destination, size_t length) {
    CKPNGDecoder *decoder = (CKPNGDecoder *)png_get_io_ptr(png);
    if (length > decoder->count - decoder->offset) {
        decoder->context.inputEnded = 1;
        png_error(png, "Read Error: the input ends before the image does");
    }
    memcpy(destination, decoder->bytes + decoder->offset, length);
    decoder->offset += length;
}

CKPNGDecoder *ckpng_decoder_create(const uint8_t *bytes, size_t count) {
    CKPNGDecoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->bytes = bytes;
    decoder->count = count;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->context, onError, onWarning);
    if (decoder->png == NULL) {
        free(decoder);
        return NULL;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        png_destroy_read_struct(&decoder->png, NULL, NULL);
        free(decoder);
        return NULL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        ckpng_decoder_destroy(decoder);
        return NULL;
    }
    png_set_read_fn(decoder->png, decoder, readFromMemory);
    // A bad CRC is an error in every chunk: libpng's default only warns for ancillary chunks.
    png_set_crc_action(decoder->png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    // Size limits are the caller's, checked against the header this decoder returns; lift
    // libpng's own (1,000,000 px a side by default) so that it never rejects first with a
    // vaguer "Invalid IHDR data". PNG's own maximum is 2^31 - 1 (PNG spec 11.2.2).
    png_set_user_limits(decoder->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    return decoder;
}

CKPNGStatus ckpng_decoder_read_header(CKPNGDecoder *decoder, CKPNGHeader *header) {
    if (decoder->stage != 0) {
        failWith(&decoder->context.failure, "read_header called twice or after an error");
        return CKPNG_MISUSE;
    }
    decoder->stage = 2;
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) return classify(&decoder->context);

    png_read_info(png, info);
    png_uint_32 width = 0, height = 0;
    int bitDepth = 0, colorType = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &bitDepth, &colorType, &interlace, NULL, NULL);
    header->width = width;
    header->height = height;
    header->bitDepth = (uint8_t)bitDepth;
    header->colorType = (uint8_t)colorType;
    header->interlaced = interlace == PNG_INTERLACE_ADAM7;
    decoder->stage = 1;
    return CKPNG_OK;
}

/// Bytes a row of RGBA8 output: four channels of one byte.
#define RGBA8_BYTES_PER_PIXEL 4

CKPNGStatus ckpng_decoder_read_rgba8(CKPNGDecoder *decoder, uint8_t *pixels, size_t capacity) {
    if (decoder->stage != 1) {
        failWith(&decoder->context.failure, "read_rgba8 called before read_header or twice");
        return CKPNG_MISUSE;
    }
    decoder->stage = 2;
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    if ((size_t)width * RGBA8_BYTES_PER_PIXEL > capacity / (height == 0 ? 1 : height)) {
        failWith(&decoder->context.failure, "pixel buffer smaller than width * height * 4");
        return CKPNG_MISUSE;
    }
    if (setjmp(png_jmpbuf(png))) return classify(&decoder->context);

    int colorType = png_get_color_type(png, info);
    int bitDepth = png_get_bit_depth(png, info);
    // Palette to RGB, grey below 8 bits to 8 bits, tRNS to an alpha channel.
    png_set_expand(png);
    // 16 to 8 bits as round(v * 255 / 65535), not by dropping the low byte (png_set_strip_16).
    if (bitDepth == 16) png_set_scale_16(png);
    if ((colorType & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    if ((colorType & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    }
    // Gamma: no png_set_gamma / png_set_alpha_mode call, so libpng leaves the samples as stored.
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t rowBytes = png_get_rowbytes(png, info);
    if (png_get_channels(png, info) != RGBA8_BYTES_PER_PIXEL || png_get_bit_depth(png, info) != 8
        || rowBytes != (size_t)width * RGBA8_BYTES_PER_PIXEL) {
        failWith(&decoder->context.failure, "libpng did not produce RGBA8 rows");
        return CKPNG_MISUSE;
    }
    // For Adam7, libpng fills each pass's pixels into the rows given back to it, so the
    // same rows are passed once per pass (libpng manual, "Reading image data").
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * rowBytes, NULL);
        }
    }
    // Reads up to IEND, so a file cut after its last IDAT is still reported as truncated.
    png_read_end(png, NULL);
    return CKPNG_OK;
}

const CKPNGFailure *ckpng_decoder_failure(const CKPNGDecoder *decoder) {
    return &decoder->context.failure;
}

void ckpng_decoder_destroy(CKPNGDecoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

// MARK: - Encoding

typedef struct Encoder {
    Context context;
    png_structp png;
    png_infop info;
    CKPNGBuffer output;
} Encoder;

/// Smallest capacity the output buffer grows from, in bytes.
#define MINIMUM_OUTPUT_CAPACITY 4096

static void writeToMemory(png_structp png, png_bytep source, size_t length) {
    Encoder *encoder = (Encoder *)png_get_io_ptr(png);
    CKPNGBuffer *output = &encoder->output;
    if (length > SIZE_MAX - output->count) png_error(png, "Out of memory");
    size_t needed = output->count + length;
    if (needed > output->capacity) {
        size_t capacity = output->capacity < MINIMUM_OUTPUT_CAPACITY ? MINIMUM_OUTPUT_CAPACITY : output->capacity;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) png_error(png, "Out of memory");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->count, source, length);
    output->count = needed;
}

static void flushMemory(png_structp png) { (void)png; }

static int filterMask(CKPNGFilter filter) {
    switch (filter) {
    case CKPNG_FILTER_NONE: return PNG_FILTER_NONE;
    case CKPNG_FILTER_SUB: return PNG_FILTER_SUB;
    case CKPNG_FILTER_UP: return PNG_FILTER_UP;
    case CKPNG_FILTER_AVERAGE: return PNG_FILTER_AVG;
    case CKPNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    case CKPNG_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
    }
    return PNG_ALL_FILTERS;
}

/// Runs libpng's writer; on error longjmps back here and returns the classified status.
static CKPNGStatus encode(Encoder *encoder, const uint8_t *pixels, uint32_t width, uint32_t height,
                          int zlibLevel, CKPNGFilter filter) {
    png_structp png = encoder->png;
    png_infop info = encoder->info;
    if (setjmp(png_jmpbuf(png))) return classify(&encoder->context);

    png_set_write_fn(png, encoder, writeToMemory, flushMemory);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, zlibLevel);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filterMask(filter));
    png_write_info(png, info);
    size_t rowBytes = (size_t)width * RGBA8_BYTES_PER_PIXEL;
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, pixels + (size_t)y * rowBytes);
    }
    png_write_end(png, NULL);
    return CKPNG_OK;
}

CKPNGStatus ckpng_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height, int zlibLevel,
                               CKPNGFilter filter, CKPNGBuffer *output, CKPNGFailure *failure) {
    memset(output, 0, sizeof *output);
    memset(failure, 0, sizeof *failure);
    Encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder == NULL) {
        failWith(failure, "Out of memory");
        return CKPNG_NO_MEMORY;
    }
    encoder->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &encoder->context, onError, onWarning);
    encoder->info = encoder->png == NULL ? NULL : png_create_info_struct(encoder->png);
    CKPNGStatus status;
    if (encoder->info == NULL) {
        failWith(&encoder->context.failure, "Out of memory");
        status = CKPNG_NO_MEMORY;
    } else {
        status = encode(encoder, pixels, width, height, zlibLevel, filter);
    }
    png_destroy_write_struct(&encoder->png, &encoder->info);
    *failure = encoder->context.failure;
    if (status == CKPNG_OK) {
        *output = encoder->output;
    } else {
        free(encoder->output.bytes);
    }
    free(encoder);
    return status;
}

void ckpng_buffer_free(CKPNGBuffer *buffer) {
    free(buffer->bytes);
    memset(buffer, 0, sizeof *buffer);
}
