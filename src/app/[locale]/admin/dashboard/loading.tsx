import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";

export default DashboardSkeleton;
