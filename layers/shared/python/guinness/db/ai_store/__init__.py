"""The AI store's document store, on the backend the settings choose: PostgreSQL
(``postgres``, with its ``migrations``) or DocumentDB / MongoDB (``mongo``); ``factory``
opens the chosen one. Its interface and document types are ``guinness.store.documents``."""
