package unfold

import (
	"math/rand"
	"testing"
)

// columns keeps rows of varying lengths column by column in one array:
// every entry read back (col, at) is the row's, or the zero value past a
// row's end, as the per-column slices it replaced held them, across the
// re-layouts when the table outgrows its stride or gets a wider row.
func TestColumnsRows(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := range 50 {
		var cc columns[int32]
		var rows [][]int32
		width := 0
		for range r.Intn(70) {
			row := make([]int32, r.Intn(8))
			for i := range row {
				row[i] = r.Int31()
			}
			cc.add(row)
			rows = append(rows, row)
			width = max(width, len(row))
			if cc.ncols() != width || int(cc.n) != len(rows) {
				t.Fatalf("trial %d: %d columns of %d rows, want %d of %d", trial, cc.ncols(), cc.n, width, len(rows))
			}
			for c := -1; c <= width; c++ {
				col := cc.col(c)
				if (col == nil) != (c < 0 || c >= width) {
					t.Fatalf("trial %d: column %d of %d: %v", trial, c, width, col)
				}
				if col == nil {
					continue
				}
				if len(col) != len(rows) || cap(col) != len(rows) {
					t.Fatalf("trial %d: column %d: len %d cap %d, want %d rows", trial, c, len(col), cap(col), len(rows))
				}
				for j, row := range rows {
					var want int32
					if c < len(row) {
						want = row[c]
					}
					if col[j] != want || cc.at(c, j) != want {
						t.Fatalf("trial %d: column %d row %d: col %d, at %d, want %d", trial, c, j, col[j], cc.at(c, j), want)
					}
				}
			}
		}
	}
}
