# A 255 x 255 serpentine: open rows joined by a gap at alternate ends, the snake at the
# start of row 1, one food item at the far end of the corridor (about 32 500 moves).
BEGIN {
  n = 255; m = 255
  print n, m
  for (r = 1; r <= n; r++) {
    line = ""
    for (c = 1; c <= m; c++) {
      open = r % 2 == 1 || (r % 4 == 2 && c == m) || (r % 4 == 0 && c == 1)
      line = line (open ? "1" : "0")
    }
    print line
  }
  print "1 4"; print "1 3"; print "1 2"; print "1 1"
  print 1
  print n, 1
}
