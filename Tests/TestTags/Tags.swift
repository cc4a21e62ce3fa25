// The tags the suite's tests carry, in one place for every test target.
//
// `slow` marks a suite or test that takes more than about 10 s on a two-core machine in a debug
// build: the README's test command (`Scripts/test.sh`) skips them (`swift test --skip tag:slow`)
// so that a change is checked in minutes, and CI runs them too (`Scripts/test.sh --all`, which
// `.ci/run` uses). Nothing is dropped: a tagged test runs in every CI run.

import Testing

extension Tag {
    /// Over about 10 s in a debug build on two cores: every golden, every example, every
    /// help page's examples, stress cases of the rasterizer and the scene limits, the
    /// random-polygon accuracy runs, the calendar's every-month pixels, the killed batch.
    @Tag public static var slow: Self

    /// A stress case the sanitizers leave out (Scripts/test.sh): it takes most of a sanitized
    /// run's time and finds nothing the other tests do not. The plain suite runs it.
    @Tag public static var stress: Self
}
