""" Contains all the data models used in inputs/outputs """

from .ancestor_answer import AncestorAnswer
from .ancestor_answer_clamped import AncestorAnswerClamped
from .ancestor_answer_range import AncestorAnswerRange
from .anchor_name import AnchorName
from .android_request_child_rectangle_on_screen import AndroidRequestChildRectangleOnScreen
from .android_scroll_offset_request import AndroidScrollOffsetRequest
from .android_scroll_offset_request_semantics import AndroidScrollOffsetRequestSemantics
from .android_scroll_offset_request_writing_mode_type_0 import AndroidScrollOffsetRequestWritingModeType0
from .android_scroll_to_position import AndroidScrollToPosition
from .android_scroll_to_position_with_offset import AndroidScrollToPositionWithOffset
from .android_scroll_view_request_child_rectangle_on_screen import AndroidScrollViewRequestChildRectangleOnScreen
from .android_smooth_scroll_to_position import AndroidSmoothScrollToPosition
from .android_smooth_scroll_to_position_snap_type_0 import AndroidSmoothScrollToPositionSnapType0
from .answer_insets import AnswerInsets
from .answer_point import AnswerPoint
from .answer_rect import AnswerRect
from .answer_size import AnswerSize
from .axis_anchor_type_1 import AxisAnchorType1
from .axis_anchors import AxisAnchors
from .batch_error import BatchError
from .batch_error_error import BatchErrorError
from .batch_error_status import BatchErrorStatus
from .batch_operation import BatchOperation
from .batch_operation_op import BatchOperationOp
from .batch_request import BatchRequest
from .batch_response import BatchResponse
from .chain_container import ChainContainer
from .compose_bring_into_view import ComposeBringIntoView
from .compose_bring_into_view_spec_type_0 import ComposeBringIntoViewSpecType0
from .compose_scroll_offset_request import ComposeScrollOffsetRequest
from .compose_scroll_offset_request_semantics import ComposeScrollOffsetRequestSemantics
from .compose_scroll_offset_request_writing_mode_type_0 import ComposeScrollOffsetRequestWritingModeType0
from .compose_scroll_to_item import ComposeScrollToItem
from .content_edge import ContentEdge
from .content_scroll_offset_request import ContentScrollOffsetRequest
from .css_semantics import CSSSemantics
from .css_semantics_semantics import CSSSemanticsSemantics
from .cubic_bezier_curve import CubicBezierCurve
from .direction import Direction
from .draining import Draining
from .draining_status import DrainingStatus
from .duration_spring_type_0 import DurationSpringType0
from .duration_spring_type_1 import DurationSpringType1
from .edge_target import EdgeTarget
from .error import Error
from .error_error import ErrorError
from .error_error_code import ErrorErrorCode
from .flutter_ensure_visible import FlutterEnsureVisible
from .flutter_ensure_visible_alignment_policy_type_0 import FlutterEnsureVisibleAlignmentPolicyType0
from .flutter_jump_to import FlutterJumpTo
from .flutter_jump_to_request import FlutterJumpToRequest
from .flutter_jump_to_request_semantics import FlutterJumpToRequestSemantics
from .flutter_jump_to_request_writing_mode_type_0 import FlutterJumpToRequestWritingModeType0
from .flutter_scroll_offset_request import FlutterScrollOffsetRequest
from .flutter_scroll_offset_request_semantics import FlutterScrollOffsetRequestSemantics
from .flutter_scroll_offset_request_writing_mode_type_0 import FlutterScrollOffsetRequestWritingModeType0
from .flutter_show_on_screen import FlutterShowOnScreen
from .grid_columns_type_1_type_0 import GridColumnsType1Type0
from .grid_columns_type_1_type_1 import GridColumnsType1Type1
from .grid_full_span import GridFullSpan
from .grid_spacing import GridSpacing
from .grid_type_0 import GridType0
from .grid_type_1 import GridType1
from .health import Health
from .health_status import HealthStatus
from .horizontal_tb import HorizontalTB
from .horizontal_tb_ancestor import HorizontalTBAncestor
from .horizontal_tb_ancestor_writing_mode_type_0 import HorizontalTBAncestorWritingModeType0
from .horizontal_tb_writing_mode_type_0 import HorizontalTBWritingModeType0
from .id_target import IdTarget
from .index_target import IndexTarget
from .insets import Insets
from .item import Item
from .item_scroll_offset_request import ItemScrollOffsetRequest
from .lanes_type_0 import LanesType0
from .lanes_type_1 import LanesType1
from .layout_content_size import LayoutContentSize
from .layout_details import LayoutDetails
from .layout_details_kind import LayoutDetailsKind
from .layout_edit_type_0_insert import LayoutEditType0Insert
from .layout_edit_type_1_remove import LayoutEditType1Remove
from .layout_edit_type_2_resize import LayoutEditType2Resize
from .layout_request import LayoutRequest
from .layout_summary import LayoutSummary
from .logical_anchors import LogicalAnchors
from .logical_axis_anchor_type_1 import LogicalAxisAnchorType1
from .next_item import NextItem
from .next_target import NextTarget
from .open_api_document import OpenAPIDocument
from .open_api_document_components import OpenAPIDocumentComponents
from .open_api_document_info import OpenAPIDocumentInfo
from .open_api_document_paths import OpenAPIDocumentPaths
from .padding import Padding
from .page_direction import PageDirection
from .page_target import PageTarget
from .physical_spring import PhysicalSpring
from .platform_semantics import PlatformSemantics
from .point import Point
from .point_target import PointTarget
from .previous_item import PreviousItem
from .previous_target import PreviousTarget
from .readiness import Readiness
from .readiness_status import ReadinessStatus
from .rect import Rect
from .rect_target import RectTarget
from .response_spring_type_0 import ResponseSpringType0
from .response_spring_type_1 import ResponseSpringType1
from .scroll_ancestor import ScrollAncestor
from .scroll_animation_response import ScrollAnimationResponse
from .scroll_animation_response_frames_item import ScrollAnimationResponseFramesItem
from .scroll_mode import ScrollMode
from .scroll_offset_response import ScrollOffsetResponse
from .scroll_offset_response_clamped import ScrollOffsetResponseClamped
from .scroll_offset_response_range import ScrollOffsetResponseRange
from .scroll_position import ScrollPosition
from .scroll_snap_request_type_0_velocity import ScrollSnapRequestType0Velocity
from .scroll_snap_request_type_1_proposed_offset import ScrollSnapRequestType1ProposedOffset
from .scroll_snap_request_type_2_delta import ScrollSnapRequestType2Delta
from .scroll_snap_response import ScrollSnapResponse
from .scroll_snap_response_snapped_to_type_0 import ScrollSnapResponseSnappedToType0
from .scroll_snap_response_snapped_to_type_1 import ScrollSnapResponseSnappedToType1
from .scroll_view import ScrollView
from .scroll_view_change import ScrollViewChange
from .semantics import Semantics
from .size import Size
from .snap_align_name import SnapAlignName
from .snap_css import SnapCSS
from .snap_css_axis_type_1 import SnapCSSAxisType1
from .snap_css_axis_type_2_type_1 import SnapCSSAxisType2Type1
from .snap_css_axis_type_3_type_1 import SnapCSSAxisType3Type1
from .snap_css_behavior import SnapCSSBehavior
from .snap_css_type import SnapCSSType
from .snap_item import SnapItem
from .snap_item_snap_align_type_1 import SnapItemSnapAlignType1
from .snap_paging import SnapPaging
from .snap_paging_behavior import SnapPagingBehavior
from .snap_paging_page_size_type_0 import SnapPagingPageSizeType0
from .snap_view_aligned import SnapViewAligned
from .snap_view_aligned_align_type_1 import SnapViewAlignedAlignType1
from .snap_view_aligned_align_type_2_type_1 import SnapViewAlignedAlignType2Type1
from .snap_view_aligned_align_type_3_type_1 import SnapViewAlignedAlignType3Type1
from .snap_view_aligned_behavior import SnapViewAlignedBehavior
from .snap_view_aligned_limit_type_1 import SnapViewAlignedLimitType1
from .snap_view_aligned_limit_type_2_type_1 import SnapViewAlignedLimitType2Type1
from .snap_view_aligned_limit_type_3_type_1 import SnapViewAlignedLimitType3Type1
from .spring_animation_request import SpringAnimationRequest
from .spring_animation_request_curve_type_0 import SpringAnimationRequestCurveType0
from .spring_curve import SpringCurve
from .stack_type_0 import StackType0
from .stack_type_1 import StackType1
from .timing_animation_request import TimingAnimationRequest
from .timing_animation_request_curve_type_0 import TimingAnimationRequestCurveType0
from .timing_animation_request_initial_velocity_type_0 import TimingAnimationRequestInitialVelocityType0
from .transition_request import TransitionRequest
from .transition_request_keep_type_0 import TransitionRequestKeepType0
from .transition_request_keep_type_1 import TransitionRequestKeepType1
from .transition_response import TransitionResponse
from .transition_response_anchor_type_0 import TransitionResponseAnchorType0
from .transition_response_anchor_type_1 import TransitionResponseAnchorType1
from .transition_response_anchor_type_1_edge import TransitionResponseAnchorType1Edge
from .transition_response_clamped import TransitionResponseClamped
from .uniform_sizes import UniformSizes
from .version import Version
from .viewport_size import ViewportSize
from .visibility_request import VisibilityRequest
from .visibility_request_region_type_0 import VisibilityRequestRegionType0
from .visibility_response import VisibilityResponse
from .visibility_response_edges import VisibilityResponseEdges
from .visibility_response_geometry import VisibilityResponseGeometry
from .visibility_response_items_item import VisibilityResponseItemsItem
from .writing_mode import WritingMode

__all__ = (
    "AncestorAnswer",
    "AncestorAnswerClamped",
    "AncestorAnswerRange",
    "AnchorName",
    "AndroidRequestChildRectangleOnScreen",
    "AndroidScrollOffsetRequest",
    "AndroidScrollOffsetRequestSemantics",
    "AndroidScrollOffsetRequestWritingModeType0",
    "AndroidScrollToPosition",
    "AndroidScrollToPositionWithOffset",
    "AndroidScrollViewRequestChildRectangleOnScreen",
    "AndroidSmoothScrollToPosition",
    "AndroidSmoothScrollToPositionSnapType0",
    "AnswerInsets",
    "AnswerPoint",
    "AnswerRect",
    "AnswerSize",
    "AxisAnchors",
    "AxisAnchorType1",
    "BatchError",
    "BatchErrorError",
    "BatchErrorStatus",
    "BatchOperation",
    "BatchOperationOp",
    "BatchRequest",
    "BatchResponse",
    "ChainContainer",
    "ComposeBringIntoView",
    "ComposeBringIntoViewSpecType0",
    "ComposeScrollOffsetRequest",
    "ComposeScrollOffsetRequestSemantics",
    "ComposeScrollOffsetRequestWritingModeType0",
    "ComposeScrollToItem",
    "ContentEdge",
    "ContentScrollOffsetRequest",
    "CSSSemantics",
    "CSSSemanticsSemantics",
    "CubicBezierCurve",
    "Direction",
    "Draining",
    "DrainingStatus",
    "DurationSpringType0",
    "DurationSpringType1",
    "EdgeTarget",
    "Error",
    "ErrorError",
    "ErrorErrorCode",
    "FlutterEnsureVisible",
    "FlutterEnsureVisibleAlignmentPolicyType0",
    "FlutterJumpTo",
    "FlutterJumpToRequest",
    "FlutterJumpToRequestSemantics",
    "FlutterJumpToRequestWritingModeType0",
    "FlutterScrollOffsetRequest",
    "FlutterScrollOffsetRequestSemantics",
    "FlutterScrollOffsetRequestWritingModeType0",
    "FlutterShowOnScreen",
    "GridColumnsType1Type0",
    "GridColumnsType1Type1",
    "GridFullSpan",
    "GridSpacing",
    "GridType0",
    "GridType1",
    "Health",
    "HealthStatus",
    "HorizontalTB",
    "HorizontalTBAncestor",
    "HorizontalTBAncestorWritingModeType0",
    "HorizontalTBWritingModeType0",
    "IdTarget",
    "IndexTarget",
    "Insets",
    "Item",
    "ItemScrollOffsetRequest",
    "LanesType0",
    "LanesType1",
    "LayoutContentSize",
    "LayoutDetails",
    "LayoutDetailsKind",
    "LayoutEditType0Insert",
    "LayoutEditType1Remove",
    "LayoutEditType2Resize",
    "LayoutRequest",
    "LayoutSummary",
    "LogicalAnchors",
    "LogicalAxisAnchorType1",
    "NextItem",
    "NextTarget",
    "OpenAPIDocument",
    "OpenAPIDocumentComponents",
    "OpenAPIDocumentInfo",
    "OpenAPIDocumentPaths",
    "Padding",
    "PageDirection",
    "PageTarget",
    "PhysicalSpring",
    "PlatformSemantics",
    "Point",
    "PointTarget",
    "PreviousItem",
    "PreviousTarget",
    "Readiness",
    "ReadinessStatus",
    "Rect",
    "RectTarget",
    "ResponseSpringType0",
    "ResponseSpringType1",
    "ScrollAncestor",
    "ScrollAnimationResponse",
    "ScrollAnimationResponseFramesItem",
    "ScrollMode",
    "ScrollOffsetResponse",
    "ScrollOffsetResponseClamped",
    "ScrollOffsetResponseRange",
    "ScrollPosition",
    "ScrollSnapRequestType0Velocity",
    "ScrollSnapRequestType1ProposedOffset",
    "ScrollSnapRequestType2Delta",
    "ScrollSnapResponse",
    "ScrollSnapResponseSnappedToType0",
    "ScrollSnapResponseSnappedToType1",
    "ScrollView",
    "ScrollViewChange",
    "Semantics",
    "Size",
    "SnapAlignName",
    "SnapCSS",
    "SnapCSSAxisType1",
    "SnapCSSAxisType2Type1",
    "SnapCSSAxisType3Type1",
    "SnapCSSBehavior",
    "SnapCSSType",
    "SnapItem",
    "SnapItemSnapAlignType1",
    "SnapPaging",
    "SnapPagingBehavior",
    "SnapPagingPageSizeType0",
    "SnapViewAligned",
    "SnapViewAlignedAlignType1",
    "SnapViewAlignedAlignType2Type1",
    "SnapViewAlignedAlignType3Type1",
    "SnapViewAlignedBehavior",
    "SnapViewAlignedLimitType1",
    "SnapViewAlignedLimitType2Type1",
    "SnapViewAlignedLimitType3Type1",
    "SpringAnimationRequest",
    "SpringAnimationRequestCurveType0",
    "SpringCurve",
    "StackType0",
    "StackType1",
    "TimingAnimationRequest",
    "TimingAnimationRequestCurveType0",
    "TimingAnimationRequestInitialVelocityType0",
    "TransitionRequest",
    "TransitionRequestKeepType0",
    "TransitionRequestKeepType1",
    "TransitionResponse",
    "TransitionResponseAnchorType0",
    "TransitionResponseAnchorType1",
    "TransitionResponseAnchorType1Edge",
    "TransitionResponseClamped",
    "UniformSizes",
    "Version",
    "ViewportSize",
    "VisibilityRequest",
    "VisibilityRequestRegionType0",
    "VisibilityResponse",
    "VisibilityResponseEdges",
    "VisibilityResponseGeometry",
    "VisibilityResponseItemsItem",
    "WritingMode",
)
