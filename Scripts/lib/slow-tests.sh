# Prints the regular expression that selects the tests carrying a tag (Tests/TestTags), read
# from the sources: `@Suite(.tags(.slow)) struct NAME` selects the suite NAME,
# `@Test(.tags(.slow)) func NAME(` the test NAME, as does `@Test(.tags(.slow), arguments: …)` with
# `func NAME(` on the line below it; a list (`.tags(.slow, .stress)`) carries each of its tags.
# swift test's --filter and --skip take test IDs, not tags, in Swift 6.3 (the `tag:` prefix is
# newer), so Scripts/test.sh passes this instead. Fails when a line carries a tag in a form this
# does not read, so no tagged test is missed.
#
#   slow_tests_regex      the tests tagged slow: the plain test command skips them
#   tagged_tests_regex T  the tests tagged T (stress: the sanitizers skip them)
tagged_tests_regex() {
    local tag=$1 names=() line name
    while IFS= read -r line; do
        if [[ $line =~ @Suite\(\.tags\([^\)]*\)\)[[:space:]]+(final[[:space:]]+)?(struct|class)[[:space:]]+([A-Za-z0-9_]+) ]]; then
            name="\\.${BASH_REMATCH[3]}(/|\$)"
        elif [[ $line =~ @Test\(\.tags\([^\)]*\)(\)|,[^@]*\))[[:space:]]+func[[:space:]]+([A-Za-z0-9_]+)\( ]]; then
            name="/${BASH_REMATCH[2]}\\("
        else
            echo "slow-tests.sh: cannot read the tag in: $line" >&2
            return 1
        fi
        names+=("$name")
    done < <(tagged_lines "$tag")
    [[ ${#names[@]} -gt 0 ]] || { echo "slow-tests.sh: no test is tagged $tag" >&2; return 1; }
    local IFS='|'
    echo "${names[*]}"
}

slow_tests_regex() { tagged_tests_regex slow; }

# Each line of Tests/ whose `.tags(…)` holds `.TAG` (comments left out), joined with the line
# after it: a parameterised test's attribute stands on the line above its `func`.
tagged_lines() {
    find Tests -name '*.swift' -print0 | sort -z | xargs -0 awk -v tag="$1" '
        $0 ~ "\\.tags\\([^)]*\\." tag "[,)]" && $0 !~ /^[[:space:]]*\/\// {
            line = $0; if ((getline next_line) > 0) line = line " " next_line; print line }'
}
