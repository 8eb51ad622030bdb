package com.acme.printq;

/** A print job: an owner, a document name and a page count. */
final class Job {
    final String owner;
    final String document;
    final int pages;

    Job(String owner, String document, int pages) {
        if (pages <= 0) {
            throw new IllegalArgumentException("a job has at least one page: " + document);
        }
        this.owner = owner;
        this.document = document;
        this.pages = pages;
    }

    @Override
    public String toString() {
        return owner + ":" + document + "(" + pages + "p)";
    }
}
