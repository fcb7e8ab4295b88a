from enum import StrEnum

class ErrorErrorCode(StrEnum):
    CONFLICTING_FIELDS = "conflicting_fields"
    DUPLICATE_ID = "duplicate_id"
    DUPLICATE_KEY = "duplicate_key"
    EMPTY_BODY = "empty_body"
    INTERNAL_ERROR = "internal_error"
    INVALID_ENUM = "invalid_enum"
    INVALID_FIELD = "invalid_field"
    INVALID_FRAMING = "invalid_framing"
    INVALID_JSON = "invalid_json"
    INVALID_NUMBER = "invalid_number"
    INVALID_TYPE = "invalid_type"
    LAYOUT_CONFLICT = "layout_conflict"
    LAYOUT_STORE_UNAVAILABLE = "layout_store_unavailable"
    LAYOUT_TOO_LARGE = "layout_too_large"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    MISSING_FIELD = "missing_field"
    NESTING_TOO_DEEP = "nesting_too_deep"
    NOT_FOUND = "not_found"
    OVERLOADED = "overloaded"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    TARGET_NOT_FOUND = "target_not_found"
    TOO_MANY_ITEMS = "too_many_items"
    TOO_MANY_REQUESTS = "too_many_requests"
    UNAUTHORIZED = "unauthorized"
    UNKNOWN_FIELD = "unknown_field"
    UNKNOWN_LAYOUT = "unknown_layout"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"
    UNSUPPORTED_TRANSFER_ENCODING = "unsupported_transfer_encoding"

    def __str__(self) -> str:
        return str(self.value)
