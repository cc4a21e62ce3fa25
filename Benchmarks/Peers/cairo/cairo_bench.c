/* cairo peer for Benchmarks/Peers/run.py: the benchmark contract of docs/scene-format.md.
 *
 *   cairo_bench --scene SCENE.json [--out OUT.png] [--reps N] [--warmup W]
 *
 * Untimed: reading the scene, building one cairo_path_t per shape (quadratics raised to
 * cubics, cairo has none), the ARGB32 image surface. Timed, per repetition: paint the
 * background with OPERATOR_SOURCE, then for each shape set its colour and fill rule, append its
 * prepared path and fill it (OPERATOR_OVER, cairo's default anti-aliasing), then flush. */
#include "scene.h"

#include <cairo.h>

static cairo_path_t *prepare_path(cairo_t *cr, const shape *sh) {
    cairo_new_path(cr);
    double cx = 0, cy = 0;
    for (int i = 0; i < sh->count; i++) {
        const path_op *op = &sh->ops[i];
        switch (op->kind) {
        case OP_MOVE: cairo_move_to(cr, op->p[0], op->p[1]); cx = op->p[0]; cy = op->p[1]; break;
        case OP_LINE: cairo_line_to(cr, op->p[0], op->p[1]); cx = op->p[0]; cy = op->p[1]; break;
        case OP_QUAD: {
            /* The cubic with the same curve: control points 2/3 of the way to the quad's one. */
            double qx = op->p[0], qy = op->p[1], x = op->p[2], y = op->p[3];
            cairo_curve_to(cr, cx + 2.0 / 3 * (qx - cx), cy + 2.0 / 3 * (qy - cy),
                           x + 2.0 / 3 * (qx - x), y + 2.0 / 3 * (qy - y), x, y);
            cx = x; cy = y;
            break;
        }
        case OP_CUBIC:
            cairo_curve_to(cr, op->p[0], op->p[1], op->p[2], op->p[3], op->p[4], op->p[5]);
            cx = op->p[4]; cy = op->p[5];
            break;
        case OP_CLOSE: cairo_close_path(cr); cairo_get_current_point(cr, &cx, &cy); break;
        }
    }
    cairo_path_t *path = cairo_copy_path(cr);
    cairo_new_path(cr);
    return path;
}

int main(int argc, char **argv) {
    options o = parse_options(argc, argv,
        "usage: cairo_bench --scene SCENE.json [--out OUT.png] [--reps N] [--warmup W]\n"
        "Times clear + fill of every shape with cairo (image surface, ARGB32), one thread.");
    double t0 = now_ms();
    scene s = load_scene(o.scene);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, s.width, s.height);
    cairo_t *cr = cairo_create(surface);
    cairo_path_t **paths = malloc(sizeof(cairo_path_t *) * (size_t)(s.count + 1));
    for (int i = 0; i < s.count; i++) paths[i] = prepare_path(cr, &s.shapes[i]);
    double parse_ms = now_ms() - t0;

    double *times = malloc(sizeof(double) * (size_t)o.reps);
    for (int rep = 0; rep < o.warmup + o.reps; rep++) {
        double start = now_ms();
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
        cairo_set_source_rgba(cr, s.background[0] / 255.0, s.background[1] / 255.0, s.background[2] / 255.0,
                              s.background[3] / 255.0);
        cairo_paint(cr);
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
        for (int i = 0; i < s.count; i++) {
            const shape *sh = &s.shapes[i];
            cairo_set_source_rgba(cr, sh->rgba[0] / 255.0, sh->rgba[1] / 255.0, sh->rgba[2] / 255.0, sh->rgba[3] / 255.0);
            cairo_set_fill_rule(cr, sh->evenodd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
            cairo_append_path(cr, paths[i]);
            cairo_fill(cr);
        }
        cairo_surface_flush(surface);
        double elapsed = now_ms() - start;
        if (rep >= o.warmup) times[rep - o.warmup] = elapsed;
    }
    if (o.out && cairo_surface_write_to_png(surface, o.out) != CAIRO_STATUS_SUCCESS) die("cannot write %s", o.out);
    char version[64];
    snprintf(version, sizeof version, "cairo %s", cairo_version_string());
    print_result("cairo", version, times, o.reps, parse_ms);
    return 0;
}
