// A constructor that constructs its own class: each Node's constructor
// makes the next one, so the Node made at line 14 stands for every node
// after the head. A worker counts under the third node's monitor, main
// under the second's: two monitors, and the counts race.
class CtorChain {
    static int hits;

    static class Node {
        Node next;

        Node(int n) {
            if (n > 0) {
                next = new Node(n - 1);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Node head = new Node(3);
        Thread t = new Thread(() -> {
            synchronized (head.next.next) {
                hits++;
            }
        });
        t.start();
        synchronized (head.next) {
            hits++;
        }
        t.join();
        System.out.println(hits);
    }
}
