# Prints the regular expression that selects the tests tagged `.slow` (Tests/TestTags), read
# from the sources: `@Suite(.tags(.slow)) struct NAME` selects the suite NAME,
# `@Test(.tags(.slow)) func NAME(` the test NAME. swift test's --filter and --skip take test IDs,
# not tags, in Swift 6.3 (the `tag:` prefix is newer), so Scripts/test.sh passes this instead.
# Fails when a line carries the tag in a form this does not read, so no tagged test is missed.
slow_tests_regex() {
    local names=() line name
    while IFS= read -r line; do
        if [[ $line =~ @Suite\(\.tags\(\.slow\)\)[[:space:]]+(final[[:space:]]+)?(struct|class)[[:space:]]+([A-Za-z0-9_]+) ]]; then
            name="\\.${BASH_REMATCH[3]}(/|\$)"
        elif [[ $line =~ @Test\(\.tags\(\.slow\)\)[[:space:]]+func[[:space:]]+([A-Za-z0-9_]+)\( ]]; then
            name="/${BASH_REMATCH[1]}\\("
        else
            echo "slow-tests.sh: cannot read the slow tag in: $line" >&2
            return 1
        fi
        names+=("$name")
    done < <(grep -rh --include='*.swift' '\.tags(\.slow)' Tests | grep -v '^\s*//' | grep -v '^\s*///')
    [[ ${#names[@]} -gt 0 ]] || { echo "slow-tests.sh: no test is tagged slow" >&2; return 1; }
    local IFS='|'
    echo "${names[*]}"
}
