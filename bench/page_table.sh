# Sourced by the bench scripts that write a results table into a docs page.
# rewrite_page_table PAGE NAME KEYS TABLE: in PAGE, replaces the Markdown table between the lines
# `<!-- table:NAME begin -->` and `<!-- table:NAME end -->` with TABLE's header (its first two
# lines) and the page's rows, each row whose first KEYS cells match a row of TABLE replaced by
# that row; TABLE's other rows are added at the end. Writes PAGE aside, then renames it over.
# has_page_table PAGE NAME: PAGE is writable and holds both marker lines (else a message, 1).
has_page_table() {
  local page=$1 name=$2
  [ -w "$page" ] || { echo "PAGE '$page' is not a writable file" >&2; return 1; }
  grep -qx "<!-- table:$name begin -->" "$page" && grep -qx "<!-- table:$name end -->" "$page" || {
    echo "$page: no lines '<!-- table:$name begin -->' and '<!-- table:$name end -->'" >&2
    return 1
  }
}

rewrite_page_table() {
  local page=$1 name=$2 keys=$3 table=$4
  has_page_table "$page" "$name" || return 1
  awk -v name="$name" -v keys="$keys" -v table="$table" '
    function key(line,   cells, k, i) {
      split(line, cells, "|"); k = ""
      for (i = 2; i <= keys + 1; i++) { gsub(/^ +| +$/, "", cells[i]); k = k "|" cells[i] }
      return k
    }
    BEGIN {
      while ((getline line < table) > 0) {
        if (++lines <= 2) { header[lines] = line; continue }
        k = key(line); row[k] = line; order[++rows] = k
      }
    }
    $0 == "<!-- table:" name " begin -->" { print; inside = 1; seen = 0; next }
    inside && $0 == "<!-- table:" name " end -->" {
      if (lines >= 1) print header[1]
      if (lines >= 2) print header[2]
      for (i = 1; i <= kept; i++) print old[i]
      for (i = 1; i <= rows; i++) if (!(order[i] in used)) print row[order[i]]
      print; inside = 0; next
    }
    inside {
      if ($0 !~ /^\|/ || ++seen <= 2) next
      k = key($0)
      if (k in row) { old[++kept] = row[k]; used[k] = 1 } else old[++kept] = $0
      next
    }
    { print }
  ' "$page" >"$page.part" && mv "$page.part" "$page"
}
