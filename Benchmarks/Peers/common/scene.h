/* Scene loading for the C peers (cairo_bench.c, blend2d_bench.c): reads a peers-scene/1 file
 * (docs/scene-format.md) with cJSON and turns each shape's SVG path data into absolute
 * move/line/quad/cubic/close operations. Header-only; each peer includes it once.
 *
 * Path grammar: M L H V C S Q T Z in absolute and relative form, implicit repeats, numbers
 * with exponents and the "1.5.5" / "-1-2" spellings. Elliptical arcs (A) are rejected with a
 * message: no benchmark scene uses them.
 *
 * Also the shared benchmark loop pieces: a monotonic clock and the JSON line of the contract. */
#ifndef PEERS_SCENE_H
#define PEERS_SCENE_H

#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef enum { OP_MOVE, OP_LINE, OP_QUAD, OP_CUBIC, OP_CLOSE } op_kind;

typedef struct {
    op_kind kind;
    double p[6]; /* MOVE/LINE: x y; QUAD: cx cy x y; CUBIC: c1x c1y c2x c2y x y */
} path_op;

typedef struct {
    path_op *ops;
    int count;
    unsigned char rgba[4];
    int evenodd;
} shape;

typedef struct {
    int width, height;
    unsigned char background[4];
    shape *shapes;
    int count;
} scene;

static void die(const char *fmt, const char *what) {
    fprintf(stderr, fmt, what);
    fputc('\n', stderr);
    exit(2);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* ---- SVG path data ------------------------------------------------------------------ */

typedef struct {
    const char *s;
    path_op *ops;
    int count, capacity;
} path_reader;

static void skip_separators(path_reader *r) {
    while (*r->s && (isspace((unsigned char)*r->s) || *r->s == ',')) r->s++;
}

/* An SVG number: sign, digits, at most one '.', optional exponent. Returns 0 when none. */
static int read_number(path_reader *r, double *out) {
    skip_separators(r);
    const char *p = r->s;
    if (*p == '+' || *p == '-') p++;
    int digits = 0;
    while (isdigit((unsigned char)*p)) { p++; digits++; }
    if (*p == '.') { p++; while (isdigit((unsigned char)*p)) { p++; digits++; } }
    if (!digits) return 0;
    if (*p == 'e' || *p == 'E') {
        const char *q = p + 1;
        if (*q == '+' || *q == '-') q++;
        if (isdigit((unsigned char)*q)) { while (isdigit((unsigned char)*q)) q++; p = q; }
    }
    char buffer[64];
    size_t n = (size_t)(p - r->s);
    if (n >= sizeof buffer) return 0;
    memcpy(buffer, r->s, n);
    buffer[n] = 0;
    *out = strtod(buffer, NULL);
    r->s = p;
    return 1;
}

static void push_op(path_reader *r, op_kind kind, const double *p, int n) {
    if (r->count == r->capacity) {
        r->capacity = r->capacity ? r->capacity * 2 : 16;
        r->ops = realloc(r->ops, sizeof(path_op) * (size_t)r->capacity);
        if (!r->ops) die("%s", "out of memory");
    }
    path_op *op = &r->ops[r->count++];
    op->kind = kind;
    memset(op->p, 0, sizeof op->p);
    memcpy(op->p, p, sizeof(double) * (size_t)n);
}

static path_op *parse_path(const char *d, int *count) {
    path_reader r = {d, NULL, 0, 0};
    double cx = 0, cy = 0, sx = 0, sy = 0;   /* current point, subpath start */
    double lcx = 0, lcy = 0;                 /* last control point, for S and T */
    char last = 0, command = 0;
    for (;;) {
        skip_separators(&r);
        if (!*r.s) break;
        if (isalpha((unsigned char)*r.s)) {
            command = *r.s++;
        } else if (!command) {
            die("path data must start with a command: %s", d);
        }
        char upper = (char)toupper((unsigned char)command);
        int relative = command != upper;
        double ox = relative ? cx : 0, oy = relative ? cy : 0, a[6];
        switch (upper) {
        case 'Z':
            push_op(&r, OP_CLOSE, a, 0);
            cx = sx; cy = sy;
            command = 0; /* a number after Z is an error */
            last = 'Z';
            continue;
        case 'M': case 'L': case 'T':
            if (!read_number(&r, &a[0]) || !read_number(&r, &a[1])) die("bad coordinates in path: %s", d);
            a[0] += ox; a[1] += oy;
            if (upper == 'M') {
                push_op(&r, OP_MOVE, a, 2);
                sx = a[0]; sy = a[1];
                command = relative ? 'l' : 'L'; /* implicit repeats of M are L */
            } else if (upper == 'L') {
                push_op(&r, OP_LINE, a, 2);
            } else {
                double qx = (last == 'Q' || last == 'T') ? 2 * cx - lcx : cx;
                double qy = (last == 'Q' || last == 'T') ? 2 * cy - lcy : cy;
                double q[4] = {qx, qy, a[0], a[1]};
                push_op(&r, OP_QUAD, q, 4);
                lcx = qx; lcy = qy;
            }
            cx = a[0]; cy = a[1];
            break;
        case 'H': case 'V': {
            double v;
            if (!read_number(&r, &v)) die("bad coordinate in path: %s", d);
            a[0] = upper == 'H' ? v + ox : cx;
            a[1] = upper == 'V' ? v + oy : cy;
            push_op(&r, OP_LINE, a, 2);
            cx = a[0]; cy = a[1];
            break;
        }
        case 'Q':
            for (int i = 0; i < 4; i++) if (!read_number(&r, &a[i])) die("bad coordinates in path: %s", d);
            a[0] += ox; a[1] += oy; a[2] += ox; a[3] += oy;
            push_op(&r, OP_QUAD, a, 4);
            lcx = a[0]; lcy = a[1]; cx = a[2]; cy = a[3];
            break;
        case 'C': case 'S': {
            int first = upper == 'C' ? 0 : 2;
            for (int i = first; i < 6; i++) if (!read_number(&r, &a[i])) die("bad coordinates in path: %s", d);
            for (int i = first; i < 6; i += 2) { a[i] += ox; a[i + 1] += oy; }
            if (upper == 'S') {
                a[0] = (last == 'C' || last == 'S') ? 2 * cx - lcx : cx;
                a[1] = (last == 'C' || last == 'S') ? 2 * cy - lcy : cy;
            }
            push_op(&r, OP_CUBIC, a, 6);
            lcx = a[2]; lcy = a[3]; cx = a[4]; cy = a[5];
            break;
        }
        case 'A':
            die("elliptical arcs (A) are not supported by this peer: %s", d);
            break;
        default:
            die("unknown path command in: %s", d);
        }
        last = upper;
    }
    *count = r.count;
    return r.ops;
}

/* ---- the scene file --------------------------------------------------------------------- */

static void read_rgba(const cJSON *array, unsigned char out[4], const char *what) {
    if (!cJSON_IsArray(array) || cJSON_GetArraySize(array) != 4) die("%s must be [r, g, b, a]", what);
    for (int i = 0; i < 4; i++) {
        const cJSON *v = cJSON_GetArrayItem(array, i);
        if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble > 255) die("%s: bytes 0-255", what);
        out[i] = (unsigned char)v->valuedouble;
    }
}

static scene load_scene(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) die("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    if (!text || fread(text, 1, (size_t)size, f) != (size_t)size) die("cannot read %s", path);
    text[size] = 0;
    fclose(f);
    cJSON *root = cJSON_Parse(text);
    if (!root) die("not JSON: %s", path);
    scene s = {0};
    const cJSON *w = cJSON_GetObjectItemCaseSensitive(root, "width");
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(root, "height");
    if (!cJSON_IsNumber(w) || !cJSON_IsNumber(h)) die("%s: width and height are required", path);
    s.width = w->valueint;
    s.height = h->valueint;
    read_rgba(cJSON_GetObjectItemCaseSensitive(root, "background"), s.background, "background");
    const cJSON *shapes = cJSON_GetObjectItemCaseSensitive(root, "shapes");
    s.count = cJSON_GetArraySize(shapes);
    s.shapes = calloc((size_t)s.count + 1, sizeof(shape));
    int i = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, shapes) {
        shape *sh = &s.shapes[i++];
        const cJSON *d = cJSON_GetObjectItemCaseSensitive(item, "d");
        const cJSON *rule = cJSON_GetObjectItemCaseSensitive(item, "rule");
        sh->ops = parse_path(cJSON_IsString(d) ? d->valuestring : "", &sh->count);
        read_rgba(cJSON_GetObjectItemCaseSensitive(item, "fill"), sh->rgba, "fill");
        sh->evenodd = cJSON_IsString(rule) && strcmp(rule->valuestring, "evenodd") == 0;
    }
    cJSON_Delete(root);
    free(text);
    return s;
}

/* ---- command line and the result line ----------------------------------------------------- */

typedef struct {
    const char *scene, *out;
    int reps, warmup;
} options;

static options parse_options(int argc, char **argv, const char *usage) {
    options o = {NULL, NULL, 5, 1};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) { puts(usage); exit(0); }
        if (!v) die("missing value after %s", a);
        if (!strcmp(a, "--scene")) o.scene = v;
        else if (!strcmp(a, "--out")) o.out = v;
        else if (!strcmp(a, "--reps")) o.reps = atoi(v);
        else if (!strcmp(a, "--warmup")) o.warmup = atoi(v);
        else die("unknown option %s", a);
        i++;
    }
    if (!o.scene || o.reps < 1 || o.warmup < 0) { fputs(usage, stderr); fputc('\n', stderr); exit(2); }
    return o;
}

static void print_result(const char *peer, const char *version, const double *times, int reps, double parse_ms) {
    printf("{\"peer\": \"%s\", \"version\": \"%s\", \"render_ms\": [", peer, version);
    for (int i = 0; i < reps; i++) printf("%s%.3f", i ? ", " : "", times[i]);
    printf("], \"parse_ms\": %.3f}\n", parse_ms);
}

#endif
