// Not a thesis figure: a regression program for the lock sets. walk() holds
// the list's monitor around a loop whose body enters each node's monitor
// (ring). javac's catch-any handlers cover their own monitorexit; that edge
// must not release the outer monitor, so the loop's reads of n.next (line
// 16) and n.v (line 17) stay under the list's monitor like add()'s writes.
public class NestedLocks {
    static class Node { int v; Node next; }

    static class List {
        Node head;

        void ring(Node n) { synchronized (n) { n.v++; } }

        void walk() {
            synchronized (this) {
                for (Node n = head; n != null; n = n.next) {
                    if (n.v < 10) ring(n);
                }
            }
        }

        void add() {
            synchronized (this) {
                Node n = new Node();
                n.next = head;
                n.v = 1;
                head = n;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final List l = new List();
        Thread t1 = new Thread() { public void run() { l.walk(); } };
        Thread t2 = new Thread() { public void run() { l.add(); } };
        t1.start(); t2.start(); t1.join(); t2.join();
    }
}
