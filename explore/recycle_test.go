package explore

import (
	"reflect"
	"testing"

	"weft/vm"
)

// TestRecycle: an execution handed back with Recycle lends its events'
// storage to the next one, which sees exactly the events and decisions of
// a run with storage of its own; an execution that saved a point, whose
// events that point shares, is left alone, so the point's events stay
// whole; an execution from a saved point copies the point's events into
// a recycled execution's storage and can be recycled itself.
func TestRecycle(t *testing.T) {
	p := testProgram(t, "Independent")
	x := NewExplorer(p, testBudget)
	first, err := x.Execute(&roundRobin{x: x})
	if err != nil || first.Bug != nil || len(first.Events) < 4 {
		t.Fatalf("first run: %v, bug %v, %d events", err, first.Bug, len(first.Events))
	}
	events := append([]vm.Event(nil), first.Events...)
	decisions := append([]int(nil), first.Decisions...)
	storage := &first.Events[:1][0]
	x.Recycle(first)
	if first.Events != nil || first.Decisions != nil {
		t.Fatal("a recycled execution keeps its events")
	}
	again, err := x.Execute(&roundRobin{x: x})
	if err != nil {
		t.Fatal(err)
	}
	if &again.Events[:1][0] != storage {
		t.Error("the next execution did not reuse the recycled events' storage")
	}
	if !reflect.DeepEqual(again.Events, events) || !reflect.DeepEqual(again.Decisions, decisions) {
		t.Fatalf("events or decisions differ after recycling:\n%v\n%v", again.Events, events)
	}
	// The storage stays with the VM: the first execution of the next
	// Explorer on it takes it.
	x.Recycle(again)
	next := NewExplorer(p, testBudget)
	if again, err = next.Execute(&roundRobin{x: next}); err != nil {
		t.Fatal(err)
	}
	if &again.Events[:1][0] != storage || !reflect.DeepEqual(again.Events, events) {
		t.Error("the next Explorer's first execution did not reuse the recycled events' storage, or its events differ")
	}

	s := &roundRobin{x: x, at: 3}
	saver, err := x.Execute(s)
	if err != nil || s.saved == nil {
		t.Fatalf("saving run: %v, saved %v", err, s.saved)
	}
	x.Recycle(again)
	x.Recycle(saver) // shares its events with s.saved: ignored
	if saver.Events == nil {
		t.Fatal("an execution whose events a saved point shares was recycled")
	}
	savedEvents := append([]vm.Event(nil), s.saved.events...)
	for i := 0; i < 3; i++ {
		e, err := x.Execute(&roundRobin{x: x, n: 1})
		if err != nil {
			t.Fatal(err)
		}
		x.Recycle(e)
	}
	if !reflect.DeepEqual(s.saved.events, savedEvents) {
		t.Fatal("a saved point's events changed")
	}
	// An execution from the saved point copies the point's events into
	// storage of its own (a recycled execution's here), which it may
	// hand back in turn; the point's events stay whole.
	spare, err := x.Execute(&roundRobin{x: x, n: 1})
	if err != nil {
		t.Fatal(err)
	}
	storage = &spare.Events[:1][0]
	x.Recycle(spare)
	from, err := x.ExecuteFrom(s.saved, &roundRobin{x: x, n: 2})
	if err != nil {
		t.Fatal(err)
	}
	if &from.Events[:1][0] != storage {
		t.Error("an execution from a saved point did not reuse the recycled events' storage")
	}
	if !reflect.DeepEqual(from.Events[:len(savedEvents)], savedEvents) {
		t.Fatal("an execution from a saved point does not start with the point's events")
	}
	fromEvents := append([]vm.Event(nil), from.Events...)
	x.Recycle(from)
	if from.Events != nil {
		t.Fatal("an execution from a saved point that saved nothing was not recycled")
	}
	from, err = x.ExecuteFrom(s.saved, &roundRobin{x: x, n: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.saved.events, savedEvents) || !reflect.DeepEqual(from.Events, fromEvents) {
		t.Fatal("a saved point's events changed, or a second execution from it differs")
	}
}
