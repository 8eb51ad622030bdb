package mhp

import "testing"

// TestConditions: a Condition's await is a wait and its signal a notify
// on the Condition, in the monitor of the Lock whose newCondition made it
// (static.Analysis.ConditionLocks): the waiter's await pairs with the
// signal of its Condition (WN: a signal before the await is lost), not
// with the signalAll of the Lock's other Condition; the Lock's entries
// exclude the accesses of done. No WM pair: the await's Objs are the
// Condition, not the Lock (a WM pair with the Lock's entries, tried,
// took vsched on loadingbay from 111 to 243 executions, as the VM
// reports no wait at a Condition's await that would fulfil it). Before, a Condition's calls were
// writes of its <state> and the pair was missing (loadingbay: 0 WN).
func TestConditions(t *testing.T) {
	expectPairs(t, "Conds", AllFilters,
		"MM monitor ReentrantLock@Conds.java:9 | Waiter entry run Conds.java:16 | Signaller entry run Conds.java:29",
		"WN monitor Condition@Conds.java:10 | Waiter wait run Conds.java:19 | Signaller notify run Conds.java:32")
}
