# The words of openapi.yaml for the fuzz dictionary (scripts/fuzz.sh), each once: every property
# name of a schema, quoted and with its colon ("\"viewport\":"), and every enum value, quoted
# ("\"center\"", numbers left out), whether the enum is a flow list or a block list.
function emit(token) { if (!(token in seen)) { seen[token] = 1; print token } }
function value(text) {
    gsub(/^["']|["']$/, "", text)
    if (text != "null" && text ~ /^[A-Za-z0-9_.-]+$/ && text !~ /^[0-9.-]+$/) emit("\"\\\"" text "\\\"\"")
}
{
    match($0, /^ */); indent = RLENGTH
    blank = $0 ~ /^ *$/
    # The open `properties:` blocks, innermost last: the indent of their names.
    while (!blank && depth > 0 && indent < names[depth]) depth--
    if (depth > 0 && indent == names[depth] && $0 ~ /^ *[A-Za-z][A-Za-z0-9]*:/) {
        name = $0; sub(/^ */, "", name); sub(/:.*/, "", name)
        emit("\"\\\"" name "\\\":\"")
    }
    if (inEnum && indent > enumIndent && $0 ~ /^ *- /) { item = $0; sub(/^ *- */, "", item); value(item) }
    else if (inEnum && !blank) inEnum = 0
    if ($0 ~ /^ *properties:$/) names[++depth] = indent + 2
    if ($0 ~ /^ *enum:$/) { inEnum = 1; enumIndent = indent }
    if ($0 ~ /^ *enum: \[.*\]$/) {
        list = $0; sub(/^ *enum: \[/, "", list); sub(/\]$/, "", list)
        count = split(list, items, /, */)
        for (i = 1; i <= count; i++) value(items[i])
    }
}
