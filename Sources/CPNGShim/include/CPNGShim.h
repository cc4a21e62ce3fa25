// PNG decode and encode through libpng's full API, done entirely in C.
//
// libpng reports errors by longjmp. A longjmp across Swift frames is undefined behaviour, so
// every setjmp lives in CPNGShim.c and every libpng call happens below one: the functions
// declared here always return normally, with a status and a filled-in CKPNGFailure.
// This header exposes plain C types only; no libpng type reaches Swift.

#ifndef CPNGSHIM_H
#define CPNGSHIM_H

#include <stddef.h>
#include <stdint.h>

/// What went wrong, classified from libpng's message (see classify() in CPNGShim.c).
typedef enum CKPNGStatus {
    CKPNG_OK = 0,
    /// The first 8 bytes are not the PNG signature.
    CKPNG_NOT_PNG,
    /// The input ended before libpng had read the whole image (up to IEND).
    CKPNG_TRUNCATED,
    /// A chunk's CRC does not match its type and data (critical or ancillary chunk).
    CKPNG_BAD_CRC,
    /// zlib rejected the compressed data of a chunk (IDAT, or iCCP/zTXt/iTXt).
    CKPNG_BAD_ZLIB,
    /// IHDR holds values the PNG specification does not allow (zero width, bad depth, ...).
    CKPNG_BAD_HEADER,
    /// Any other error libpng reports: a malformed or misplaced chunk, too little image data.
    CKPNG_MALFORMED,
    /// An allocation failed.
    CKPNG_NO_MEMORY,
    /// The shim was called with arguments it cannot honour (a buffer too small, a call
    /// out of order); a bug in the caller, never caused by the PNG bytes.
    CKPNG_MISUSE,
} CKPNGStatus;

/// Bytes kept of a libpng message; longer messages are cut (libpng's own are < 100).
#define CKPNG_MESSAGE_CAPACITY 256

/// The details of the last error, and the last warning, in plain text.
typedef struct CKPNGFailure {
    /// The chunk libpng named in its error ("IHDR", "IDAT", ...), or "" when it named none.
    char chunk[5];
    /// libpng's (or zlib's) error message, without the "CHNK: " prefix.
    char message[CKPNG_MESSAGE_CAPACITY];
    /// The last warning libpng gave, with its chunk prefix; it explains "Invalid IHDR data".
    char warning[CKPNG_MESSAGE_CAPACITY];
} CKPNGFailure;

/// The PNG's own header fields, as read from IHDR.
typedef struct CKPNGHeader {
    uint32_t width;
    uint32_t height;
    /// Bits per sample: 1, 2, 4, 8 or 16.
    uint8_t bitDepth;
    /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    uint8_t colorType;
    /// 1 when the image is Adam7-interlaced.
    uint8_t interlaced;
} CKPNGHeader;

/// A decoder reading one PNG held in memory. The bytes are borrowed: they must stay valid
/// and unchanged until ckpng_decoder_destroy.
typedef struct CKPNGDecoder CKPNGDecoder;

/// A new decoder, or NULL when memory runs out (or libpng fails to set up, which it only does then).
CKPNGDecoder *_Nullable ckpng_decoder_create(const uint8_t *_Nonnull bytes, size_t count);

/// Reads the signature and every chunk up to the first IDAT, and fills `header`.
/// Allocates nothing proportional to the image size, so the caller can check the
/// dimensions against its limits before calling ckpng_decoder_read_rgba8.
CKPNGStatus ckpng_decoder_read_header(CKPNGDecoder *_Nonnull decoder, CKPNGHeader *_Nonnull header);

/// Decodes the image into `pixels` as straight-alpha RGBA, 8 bits a channel, row-major,
/// `width * 4` bytes a row, then reads the chunks after the image up to IEND.
/// Palette and tRNS are expanded, grey is copied to R, G and B, a missing alpha is 255,
/// 16-bit samples are scaled to 8 bits rounded to nearest (libpng's png_set_scale_16), and
/// Adam7 images are de-interlaced. Gamma chunks (gAMA, sRGB, iCCP, cHRM) are ignored: the
/// samples come out exactly as stored. `capacity` must be at least `width * height * 4`.
CKPNGStatus ckpng_decoder_read_rgba8(CKPNGDecoder *_Nonnull decoder, uint8_t *_Nonnull pixels, size_t capacity);

/// The details of the last failure of this decoder.
const CKPNGFailure *_Nonnull ckpng_decoder_failure(const CKPNGDecoder *_Nonnull decoder);

/// Frees the decoder and everything libpng allocated for it.
void ckpng_decoder_destroy(CKPNGDecoder *_Nullable decoder);

/// The filter choice for encoding; each row gets the one filter, or libpng's per-row
/// minimum-sum-of-absolute-differences pick among all five (ADAPTIVE).
typedef enum CKPNGFilter {
    CKPNG_FILTER_NONE = 0,
    CKPNG_FILTER_SUB,
    CKPNG_FILTER_UP,
    CKPNG_FILTER_AVERAGE,
    CKPNG_FILTER_PAETH,
    CKPNG_FILTER_ADAPTIVE,
} CKPNGFilter;

/// Encoded PNG bytes owned by C; free them with ckpng_buffer_free.
typedef struct CKPNGBuffer {
    uint8_t *_Nullable bytes;
    size_t count;
    size_t capacity;
} CKPNGBuffer;

/// Encodes straight-alpha RGBA8 pixels (`width * 4` bytes a row, no padding) as an
/// 8-bit RGBA, non-interlaced PNG with chunks IHDR, sRGB (perceptual), IDAT..., IEND and
/// nothing else: no time or text chunk, so the same pixels and settings give the same bytes.
/// `zlibLevel` is 0 (store) to 9 (smallest). On failure `output` is left empty.
CKPNGStatus ckpng_encode_rgba8(const uint8_t *_Nonnull pixels, uint32_t width, uint32_t height,
                               int zlibLevel, CKPNGFilter filter,
                               CKPNGBuffer *_Nonnull output, CKPNGFailure *_Nonnull failure);

/// Frees the bytes of a buffer filled by ckpng_encode_rgba8 and empties it.
void ckpng_buffer_free(CKPNGBuffer *_Nonnull buffer);

#endif
